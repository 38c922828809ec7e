import { ErrorCode } from '@reelmix/contracts';
import { HASHING_BUSY_MESSAGE, HashingPool, hashingLimitsFor } from './hashing-pool';

/** Work that finishes when the test says so, noting when it started. */
function gatedWork(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('hashingLimitsFor', () => {
  it('runs one argon2 run per four cores at four lanes, at least one and never all four of libuv threads', () => {
    expect(hashingLimitsFor(10, 4, 2).running).toBe(1);
    expect(hashingLimitsFor(10, 4, 8).running).toBe(2);
    expect(hashingLimitsFor(10, 4, 64).running).toBe(3);
  });

  it('runs more at once when each run has fewer lanes, within the same bounds', () => {
    expect(hashingLimitsFor(10, 1, 2).running).toBe(2);
    expect(hashingLimitsFor(10, 2, 8).running).toBe(3);
    expect(hashingLimitsFor(10, 8, 4).running).toBe(1);
  });

  it('keeps hashes running and waiting to half the deliveries, so the rest stay free for other calls', () => {
    expect(hashingLimitsFor(10, 4, 2)).toEqual({ running: 1, waiting: 4 });
    expect(hashingLimitsFor(10, 4, 8)).toEqual({ running: 2, waiting: 3 });
    expect(hashingLimitsFor(2, 4, 64)).toEqual({ running: 1, waiting: 0 });
    expect(hashingLimitsFor(1, 4, 64)).toEqual({ running: 1, waiting: 0 });
  });
});

describe('HashingPool', () => {
  it('runs a few at a time, lets a few wait their turn in order, and refuses the rest at once with a Retry-After', async () => {
    const pool = new HashingPool({ running: 2, waiting: 1 });
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gatedWork(started, name));

    const running = [pool.run('hash', a.run), pool.run('verify', b.run)];
    const waiting = pool.run('hash', c.run);
    const refused = await pool.run('verify', d.run).catch((error: unknown) => error);
    await settle();

    expect(started).toEqual(['a', 'b']);
    expect(refused).toMatchObject({ code: ErrorCode.RateLimited, message: HASHING_BUSY_MESSAGE, details: { retryAfterSeconds: 1 } });

    a.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b.finish();
    c.finish();
    await expect(Promise.all([...running, waiting])).resolves.toEqual(['a', 'b', 'c']);
  });

  it('hands a finished run\'s place to the waiting caller, so one arriving meanwhile cannot run beside it', async () => {
    const pool = new HashingPool({ running: 1, waiting: 1 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gatedWork(started, name));

    const first = pool.run('hash', a.run);
    const second = pool.run('hash', b.run);
    a.finish();
    await first;
    // `b` holds the place now; `c` arrives before `b` has started and must wait, not run too.
    const third = pool.run('hash', c.run);
    await settle();
    expect(started).toEqual(['a', 'b']);

    b.finish();
    await second;
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c.finish();
    await third;
  });

  it('frees the place of a run that failed', async () => {
    const pool = new HashingPool({ running: 1, waiting: 0 });
    await expect(pool.run('hash', async () => Promise.reject(new Error('argon2 failed')))).rejects.toThrow('argon2 failed');
    await expect(pool.run('hash', async () => 'next')).resolves.toBe('next');
  });
});
