import { rateLimited } from '@reelmix/contracts';
import { defineCounter } from '@reelmix/metrics';
import { availableParallelism } from 'node:os';

export const HASHING_BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** How soon a caller refused for a full queue may come back: a hash takes well under a second. */
const BUSY_RETRY_MS = 1000;

/** Password hashes and verifications, by whether they ran or were refused for a full queue. */
export const passwordHashing = defineCounter({
  name: 'reelmix_password_hashing_total',
  help: 'argon2 hashes and verifications of passwords, run or refused because the hashing queue was full',
  labelNames: ['operation', 'outcome'] as const,
});

export type HashingOperation = 'hash' | 'verify';

/** How many hashes may run and wait at once in this process. */
export interface HashingLimits {
  running: number;
  waiting: number;
}

/** libuv's threads (4 by default), one held by each run: file and DNS work needs the rest. */
const MOST_RUNNING = 3;

/**
 * The limits for an RPC server that takes `prefetch` deliveries at once. One argon2 run computes
 * its `lanes` (PASSWORD_HASH_PARALLELISM) each on a thread of its own, keeping that many cores
 * busy, so only as many run at once as the machine has cores for (at least one) and never all of
 * libuv's threads. Hashes running and waiting together hold at most half the deliveries, so the
 * other half are always free for the calls that hash nothing (session checks above all), however
 * many logins and resets arrive at once.
 */
export function hashingLimitsFor(prefetch: number, lanes: number, cores = availableParallelism()): HashingLimits {
  const share = Math.max(1, Math.floor(prefetch / 2));
  const running = Math.max(1, Math.min(MOST_RUNNING, Math.floor(cores / lanes), share));
  return { running, waiting: Math.max(0, share - running) };
}

/**
 * Runs slow password work a few at a time. Past the running ones, a few wait their turn; beyond
 * that a caller is refused at once with a 429 and Retry-After, so a flood of logins or resets
 * queues here no longer than the queue bound and never holds the deliveries everything else needs.
 */
export class HashingPool {
  private running = 0;
  private readonly queue: Array<() => void> = [];

  constructor(private readonly limits: HashingLimits) {}

  async run<T>(operation: HashingOperation, work: () => Promise<T>): Promise<T> {
    await this.turn(operation);
    passwordHashing.inc({ operation, outcome: 'run' });
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private async turn(operation: HashingOperation): Promise<void> {
    if (this.running < this.limits.running) {
      this.running += 1;
      return;
    }
    if (this.queue.length >= this.limits.waiting) {
      passwordHashing.inc({ operation, outcome: 'busy' });
      throw rateLimited(HASHING_BUSY_MESSAGE, BUSY_RETRY_MS);
    }
    // The slot is handed over by `release` without ever being counted free, so no caller arriving
    // in between can take it: at most `limits.running` run at any moment.
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running -= 1;
  }
}
