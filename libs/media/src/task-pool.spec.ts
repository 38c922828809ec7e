import { runPool } from './task-pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runPool', () => {
  it('runs every task, never more than `concurrency` at once, results in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await runPool([1, 2, 3, 4, 5], 2, async (n) => {
      peak = Math.max(peak, ++running);
      await tick();
      running--;
      return n * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
  });

  it('stops starting tasks after a failure, aborts the controller, waits for running ones, rethrows', async () => {
    const started: number[] = [];
    let settled = 0;
    const controller = new AbortController();
    const run = runPool(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        await tick();
        settled++;
        if (n === 1) throw new Error('boom');
      },
      controller,
    );
    await expect(run).rejects.toThrow('boom');
    expect(controller.signal.aborted).toBe(true);
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });

  it('accepts an empty list', async () => {
    await expect(runPool([], 2, async () => 1)).resolves.toEqual([]);
  });
});
