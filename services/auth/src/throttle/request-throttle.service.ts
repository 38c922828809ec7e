import { Inject, Injectable } from '@nestjs/common';
import { rateLimited } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { LoginAttemptsRepository } from '../login/login-attempts.repository';

/** One count a request is held to: at most `max` requests per `key` in each window. */
export interface ThrottleLimit {
  key: string;
  max: number;
}

/**
 * Fixed-window request limits on calls that reveal something or send something (reset e-mails, the
 * registration check), on the same counters as the login limits. Every call counts, whether the
 * account asked about exists or not, so the limit itself says nothing about accounts.
 */
@Injectable()
export class RequestThrottle {
  constructor(
    private readonly counters: LoginAttemptsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Counts the call against every limit, or refuses it with when the first exhausted window ends. */
  async take(limits: ThrottleLimit[], windowMs: number, message: string): Promise<void> {
    const now = this.clock.now();
    const counters = await this.counters.read(limits.map((limit) => limit.key));
    let retryAfterMs = 0;
    for (const { key, max } of limits) {
      const counter = counters.get(key);
      const windowEnds = counter ? counter.windowStart.getTime() + windowMs : 0;
      if (counter && windowEnds > now.getTime() && counter.failures >= max) {
        retryAfterMs = Math.max(retryAfterMs, windowEnds - now.getTime());
      }
    }
    if (retryAfterMs > 0) throw rateLimited(message, retryAfterMs);
    await this.counters.addFailure(
      limits.map((limit) => limit.key),
      now,
      windowMs,
      'fixed-window',
    );
  }
}
