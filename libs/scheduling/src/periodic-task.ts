import { Logger } from '@nestjs/common';

export interface PeriodicTaskOptions<T> {
  /** Names the work in the line logged when a run fails: "<name> failed: <reason>". */
  name: string;
  /** The wait between the end of one run and the start of the next. */
  everyMs: number;
  /** The wait before the first run; `everyMs` unless said. 0 starts the first run with `start()`. */
  firstDelayMs?: number;
  /**
   * Up to this share of each wait is added at random, so replicas started together do not run
   * their sweeps in the same second. None unless said.
   */
  jitter?: number;
  /** Whether a failed run is worth a warning or an error; a warning unless said. */
  failureLevel?: 'warn' | 'error';
  /** Where failures are logged; a logger named after the task unless said. */
  logger?: Pick<Logger, 'warn' | 'error'>;
  /** One run. `signal` aborts on `stop()`, so a long run can end between its steps. */
  run: (signal: AbortSignal) => Promise<T>;
}

/**
 * Work a service does again and again on a timer (sweeps, pollers, readings of figures). The next
 * run is timed from the end of the last, so runs never overlap, and a call to `runNow()` while a
 * run is under way joins that run. A failed run is logged and the next one still comes. The timer
 * never keeps a stopping process alive, and `stop()` waits for the run under way.
 *
 * Start it when the application has started and stop it when the module is destroyed.
 */
export class PeriodicTask<T = unknown> {
  private readonly logger: Pick<Logger, 'warn' | 'error'>;
  private timer?: NodeJS.Timeout;
  private running?: Promise<T | undefined>;
  private stopping = new AbortController();
  private started = false;

  constructor(private readonly options: PeriodicTaskOptions<T>) {
    this.logger = options.logger ?? new Logger(options.name);
  }

  /** Schedules the first run; does nothing if already started. */
  start(): void {
    if (this.started) return;
    this.started = true;
    if (this.stopping.signal.aborted) this.stopping = new AbortController();
    const firstDelayMs = this.options.firstDelayMs ?? this.options.everyMs;
    if (firstDelayMs === 0) this.tick();
    else this.schedule(firstDelayMs);
  }

  /** No further runs; resolves once the run under way (told to stop through its signal) has ended. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.stopping.abort();
    await this.running;
  }

  /**
   * Runs now, or joins the run under way. Resolves with the run's result, or undefined when it
   * failed (the failure is logged, never thrown). The timer's schedule is left as it is.
   */
  runNow(): Promise<T | undefined> {
    // Through a new promise, so a run that throws before its first await is caught like the rest.
    this.running ??= new Promise<T>((resolve) => resolve(this.options.run(this.stopping.signal)))
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.logger[this.options.failureLevel ?? 'warn'](`${this.options.name} failed: ${reason}`);
        return undefined;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }

  private tick(): void {
    this.timer = undefined;
    void this.runNow().finally(() => {
      // A stop and a start while the run was under way may have scheduled the next run already.
      if (this.started && !this.timer) this.schedule(this.options.everyMs);
    });
  }

  private schedule(waitMs: number): void {
    const jitterMs = this.options.jitter ? Math.round(waitMs * this.options.jitter * Math.random()) : 0;
    this.timer = setTimeout(() => this.tick(), waitMs + jitterMs);
    this.timer.unref();
  }
}
