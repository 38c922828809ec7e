import { type DataSource } from 'typeorm';
import { AdminLoginAttemptsRepository } from './admin-login-attempts.repository';

const AT = new Date('2030-01-01T12:00:00Z');

/** Records the keys each statement is given and answers `read` from a fixed table. */
function build(stored: Record<string, number> = {}) {
  const keysSent: string[][] = [];
  const dataSource = {
    query: async (sql: string, params: unknown[]) => {
      const keys = (Array.isArray(params[0]) ? params[0] : [params[0]]) as string[];
      keysSent.push(keys);
      return sql.trimStart().startsWith('SELECT')
        ? keys.filter((key) => key in stored).map((key) => ({ key, failures: stored[key], window_start: AT, last_failure_at: AT }))
        : [];
    },
  } as unknown as DataSource;
  return { repository: new AdminLoginAttemptsRepository(dataSource), keysSent };
}

describe('AdminLoginAttemptsRepository', () => {
  it('counts on admin keys only, and answers in the keys the limiter asked with', async () => {
    const { repository, keysSent } = build({ 'admin-account:owner@example.com': 3, 'account:owner@example.com': 9 });

    const counters = await repository.read(['account:owner@example.com', 'ip:10.0.0.1']);

    expect(keysSent[0]).toEqual(['admin-account:owner@example.com', 'admin-ip:10.0.0.1']);
    expect(counters).toEqual(new Map([['account:owner@example.com', { failures: 3, windowStart: AT, lastFailureAt: AT }]]));
  });

  it('adds failures to and clears admin keys', async () => {
    const { repository, keysSent } = build();

    await repository.addFailure(['ip:10.0.0.1', 'account:owner@example.com'], AT, 60_000, 'after-quiet');
    await repository.clear('account:owner@example.com');

    expect(keysSent).toEqual([['admin-account:owner@example.com', 'admin-ip:10.0.0.1'], ['admin-account:owner@example.com']]);
  });
});
