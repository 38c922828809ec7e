import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@reelmix/contracts';
import { APP_CONFIG, PeriodicTask } from '@reelmix/service-host';
import { StoredSigningSecrets } from '../endpoints/stored-signing-secrets';
import { UrlPolicyService } from '../url-policy/url-policy.service';
import type { WebhooksConfig } from '../webhooks.config';
import { describeFailure } from './attempt-failure';
import { nextRetryInMs, type RetrySettings } from './retry-schedule';
import { type AttemptRecord, type DueDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { postWebhook } from './webhook-post';
import { signatureHeader } from './webhook-signature';

export const WEBHOOK_USER_AGENT = 'Reelmix-Webhooks/1';

/**
 * Works through the delivery outbox on a timer. Each sweep claims a batch of due deliveries
 * (SKIP LOCKED, then a lease, so replicas share the work) and posts them side by side. A 2xx
 * marks a delivery delivered; anything else records the attempt and schedules the next with
 * backoff until the retry window closes. Deliveries live in the database, so a receiver or the
 * broker being down only delays them. At least once: a replica that dies after the receiver
 * answered but before recording it sends the delivery again once the lease runs out.
 */
@Injectable()
export class DeliverySenderService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeliverySenderService.name);
  private readonly retry: RetrySettings;
  /** Longer than any attempt can take (resolution and the POST each have the timeout). */
  private readonly leaseMs: number;
  private readonly task: PeriodicTask<number>;

  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly urls: UrlPolicyService,
    private readonly secrets: StoredSigningSecrets,
    @Inject(APP_CONFIG) private readonly config: WebhooksConfig,
  ) {
    this.retry = {
      firstBackoffMs: config.WEBHOOKS_FIRST_BACKOFF_MS,
      maxBackoffMs: config.WEBHOOKS_MAX_BACKOFF_MS,
      retryForMs: config.WEBHOOKS_RETRY_FOR_MS,
    };
    this.leaseMs = 2 * config.WEBHOOKS_TIMEOUT_MS + 30000;
    this.task = new PeriodicTask({
      name: 'Webhook sweep',
      everyMs: config.WEBHOOKS_POLL_MS,
      firstDelayMs: 0,
      failureLevel: 'error',
      logger: this.logger,
      run: (stopping) => this.drain(stopping),
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** Attempts every delivery due now, until told to stop; returns how many were attempted. */
  private async drain(stopping: AbortSignal): Promise<number> {
    let attempted = 0;
    while (!stopping.aborted) {
      const batch = await this.deliveries.claimDue(this.config.WEBHOOKS_BATCH_SIZE, this.leaseMs);
      if (batch.length === 0) break;
      // One delivery's trouble (its row deleted meanwhile, a lost connection) is its own: it is
      // tried again when its lease runs out, and the rest of the batch is recorded as it went.
      await Promise.all(
        batch.map((delivery) =>
          this.attempt(delivery).catch((error: Error) => this.logger.error(`Webhook delivery ${delivery.id} could not be attempted: ${error.message}`)),
        ),
      );
      attempted += batch.length;
    }
    return attempted;
  }

  private async attempt(delivery: DueDelivery): Promise<void> {
    const startedAt = Date.now();
    const outcome = await this.send(delivery);
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await this.deliveries.markDelivered(delivery.id, outcome.status);
      return;
    }
    const attempts = delivery.attempts + 1;
    const ageMs = delivery.claimedAt.getTime() - delivery.createdAt.getTime() + (Date.now() - startedAt);
    const retryInMs = nextRetryInMs(attempts, ageMs, this.retry);
    await this.deliveries.markAttemptFailed(delivery.id, outcome, retryInMs);
    // The URL is the customer's and may carry tokens in its path: the log names the delivery only.
    const next = retryInMs === null ? 'giving up' : `retrying in ${Math.round(retryInMs / 1000)} s`;
    this.logger.warn(`Webhook delivery ${delivery.id} failed (attempt ${attempts}): ${outcome.error}; ${next}`);
  }

  /** One attempt: the URL checked again, then the signed POST to the addresses just checked. */
  private async send(delivery: DueDelivery): Promise<AttemptRecord> {
    let secret: string;
    try {
      secret = this.secrets.open(delivery.secret);
    } catch (error) {
      // Recorded like a failed attempt: retried on schedule, so restoring the key lets it through.
      return { status: null, error: `Not sent: ${(error as Error).message}` };
    }
    const timeoutMs = this.config.WEBHOOKS_TIMEOUT_MS;
    const check = await withDeadline(this.urls.check(delivery.url), timeoutMs, `the address was not resolved within ${timeoutMs} ms`);
    if (!check.ok) return { status: null, error: `Address not allowed: ${check.reason}` };
    const outcome = await postWebhook({
      target: check,
      body: delivery.body,
      timeoutMs,
      keepBytes: WEBHOOK_LIMITS.loggedResponseBytes,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': WEBHOOK_USER_AGENT,
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, delivery.body, new Date()),
        'Reelmix-Event-Id': delivery.eventId,
      },
    });
    return describeFailure(outcome);
  }
}

/** `work`'s result, or a refusal with `reason` once `ms` have passed (a resolver can hang). */
function withDeadline<T>(work: Promise<T>, ms: number, reason: string): Promise<T | { ok: false; reason: string }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ ok: false; reason: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason }), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
