import { Logger } from '@nestjs/common';
import { backoffDelay, BackoffOptions } from './backoff';

/** Thrown to handlers still waiting when the gate is closed for shutdown. */
export class OutageGateClosed extends Error {
  constructor() {
    super('Stopped while waiting for a dependency');
  }
}

/**
 * Holds work while a dependency is unreachable. The first handler that fails for availability
 * opens an outage; from then on every handler waits here instead of running, while one probe
 * asks the dependency with growing backoff. When the probe answers, all waiters go on together.
 * The backoff keeps growing across outages until a handler succeeds again, so a dependency that
 * flaps is not hammered.
 */
export class OutageGate {
  private readonly logger = new Logger(OutageGate.name);
  private outage?: { promise: Promise<void>; release: () => void; fail: (error: Error) => void };
  private failures = 0;
  private closed = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly what: string,
    private readonly probe: () => Promise<boolean>,
    private readonly backoff: BackoffOptions,
  ) {}

  get isOpen(): boolean {
    return this.outage === undefined;
  }

  /** Resolves at once outside an outage, else once the dependency answers again. */
  async whenAvailable(): Promise<void> {
    if (this.closed) throw new OutageGateClosed();
    await this.outage?.promise;
  }

  /** A handler failed for availability: start (or extend) the outage and wait for its end. */
  reportOutage(reason: string): Promise<void> {
    if (this.closed) return Promise.reject(new OutageGateClosed());
    if (!this.outage) {
      this.logger.warn(`${this.what} unreachable (${reason}); holding messages until it answers`);
      let release!: () => void;
      let fail!: (error: Error) => void;
      const promise = new Promise<void>((resolve, reject) => {
        release = resolve;
        fail = reject;
      });
      // Waiters may all have gone (shutdown); the rejection must not surface as unhandled.
      promise.catch(() => undefined);
      this.outage = { promise, release, fail };
      this.scheduleProbe();
    }
    return this.outage.promise;
  }

  reportSuccess(): void {
    this.failures = 0;
  }

  /** Releases every waiter with OutageGateClosed: their messages go back to the broker unacked. */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const outage = this.outage;
    this.outage = undefined;
    outage?.fail(new OutageGateClosed());
  }

  private scheduleProbe(): void {
    this.failures += 1;
    this.timer = setTimeout(() => void this.runProbe(), backoffDelay(this.backoff, this.failures));
  }

  private async runProbe(): Promise<void> {
    const answered = await this.probe().catch(() => false);
    if (this.closed) return;
    if (!answered) {
      this.scheduleProbe();
      return;
    }
    this.logger.log(`${this.what} answers again; resuming`);
    const outage = this.outage;
    this.outage = undefined;
    outage?.release();
  }
}
