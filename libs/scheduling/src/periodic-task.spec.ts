import { PeriodicTask, type PeriodicTaskOptions } from './periodic-task';

function quietLogger() {
  return { warn: jest.fn(), error: jest.fn() };
}

function task<T>(run: PeriodicTaskOptions<T>['run'], options: Partial<PeriodicTaskOptions<T>> = {}) {
  const logger = quietLogger();
  return { logger, task: new PeriodicTask<T>({ name: 'Test sweep', everyMs: 1000, logger, run, ...options }) };
}

describe('PeriodicTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after everyMs, then everyMs after each run ends', async () => {
    const run = jest.fn(async () => 'done');
    const { task: sweep } = task(run);
    sweep.start();
    await jest.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(run).toHaveBeenCalledTimes(3);
    await sweep.stop();
  });

  it('runs at once with firstDelayMs 0, and after the given first delay otherwise', async () => {
    const atOnce = jest.fn(async () => undefined);
    const { task: first } = task(atOnce, { firstDelayMs: 0 });
    first.start();
    expect(atOnce).toHaveBeenCalledTimes(1);
    await first.stop();

    const later = jest.fn(async () => undefined);
    const { task: second } = task(later, { firstDelayMs: 300 });
    second.start();
    await jest.advanceTimersByTimeAsync(300);
    expect(later).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(later).toHaveBeenCalledTimes(2);
    await second.stop();
  });

  it('never overlaps runs: the next is timed from the end of a slow run, and runNow joins the run under way', async () => {
    let finish: (value: number) => void = () => undefined;
    const run = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const { task: sweep } = task(run, { firstDelayMs: 0 });
    sweep.start();
    await jest.advanceTimersByTimeAsync(5000);
    const joined = sweep.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    finish(7);
    await expect(joined).resolves.toBe(7);
    await jest.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    finish(8);
    await sweep.stop();
  });

  it('logs a failed run at the level asked for and still runs the next', async () => {
    const run = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue('fine');
    const { task: sweep, logger } = task(run, { failureLevel: 'error' });
    sweep.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(logger.error).toHaveBeenCalledWith('Test sweep failed: database away');
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    await expect(sweep.runNow()).resolves.toBe('fine');
    await sweep.stop();
  });

  it('catches a run that throws before its first await, and answers undefined for a failed run', async () => {
    const { task: sweep, logger } = task(() => {
      throw new Error('at once');
    });
    await expect(sweep.runNow()).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith('Test sweep failed: at once');
  });

  it('stops: no further runs, the run under way is told through its signal and awaited', async () => {
    let seen: AbortSignal | undefined;
    let finish: () => void = () => undefined;
    const run = jest.fn((signal: AbortSignal) => {
      seen = signal;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const { task: sweep } = task(run, { firstDelayMs: 0 });
    sweep.start();
    let stopped = false;
    const stopping = sweep.stop().then(() => (stopped = true));
    expect(seen?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('spreads each wait by up to the jitter share, added', async () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const run = jest.fn(async () => undefined);
      const { task: sweep } = task(run, { jitter: 0.2 });
      sweep.start();
      await jest.advanceTimersByTimeAsync(1099);
      expect(run).toHaveBeenCalledTimes(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(run).toHaveBeenCalledTimes(1);
      await sweep.stop();
    } finally {
      random.mockRestore();
    }
  });

  it('never keeps the process alive while it waits', async () => {
    jest.useRealTimers();
    const { task: sweep } = task(async () => undefined, { everyMs: 60_000 });
    const before = process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    sweep.start();
    expect(process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length).toBe(before);
    await sweep.stop();
  });
});
