import { DomainError, ErrorCode, retryAfterSecondsOf } from '@reelmix/contracts';
import { PREVIEW_LIMITS, PreviewThrottle } from './preview-throttle';

describe('PreviewThrottle', () => {
  it("refuses a customer's preview past the minute's quota, saying when to come back, and leaves others alone", async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const throttle = new PreviewThrottle(() => now);
    for (let i = 0; i < PREVIEW_LIMITS.perUserPerMinute; i++) await throttle.run('a', async () => i);
    const refused = await throttle.run('a', async () => 0).catch((error: DomainError) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe(ErrorCode.RateLimited);
    expect(retryAfterSecondsOf(refused as DomainError)).toBe(60);
    await expect(throttle.run('b', async () => 'b')).resolves.toBe('b');
    now = new Date(now.getTime() + PREVIEW_LIMITS.windowMs + 1);
    await expect(throttle.run('a', async () => 'again')).resolves.toBe('again');
  });

  it('runs a few at a time, queues the next ones, and refuses once the queue is full', async () => {
    const throttle = new PreviewThrottle();
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve();
        });
      });
    const started = Array.from({ length: PREVIEW_LIMITS.concurrent + PREVIEW_LIMITS.queued }, (_, i) => throttle.run(`user-${i}`, work));
    const refused = await throttle.run('late', work).catch((error: DomainError) => error);
    expect(retryAfterSecondsOf(refused as DomainError)).toBe(1);
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    await Promise.all(started);
    expect(most).toBe(PREVIEW_LIMITS.concurrent);
  });
});
