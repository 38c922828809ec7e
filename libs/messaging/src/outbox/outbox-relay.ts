import { Logger } from '@nestjs/common';
import { isEventName } from '@reelmix/contracts';
import { PeriodicTask } from '@reelmix/scheduling';
import { DataSource, EntityManager } from 'typeorm';
import { EventPublisher } from '../event-publisher';
import { outboxBacklog } from '../metrics/messaging-metrics';
import { BackoffOptions, DEFAULT_OUTAGE_BACKOFF } from '../resilience/backoff';
import { outboxListenerName, outboxNotifyChannel } from './outbox-channel';
import { OutboxListener } from './outbox-listener';
import { OutboxMessage } from './outbox-message.entity';

export interface OutboxRelayOptions {
  schema: string;
  databaseUrl: string;
  /** Safety net for a missed NOTIFY (listener reconnecting, broker down at the time). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Published rows are kept this long for inspection, then removed. */
  retainPublishedMs?: number;
  /** Waits between attempts to listen again after the database connection was lost. */
  listenBackoff?: BackoffOptions;
}

/**
 * Sends committed outbox rows to the broker. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * several replicas relay side by side without sending a row twice; a crash between the publish
 * and the commit sends that row again on restart, which consumers absorb through their inbox.
 */
export class OutboxRelay {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly listener: OutboxListener;
  /** The poll: a nudge in case a NOTIFY was missed, and the backlog gauge. */
  private readonly poll: PeriodicTask<void>;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: EventPublisher,
    private readonly options: OutboxRelayOptions,
  ) {
    this.listener = new OutboxListener({
      databaseUrl: options.databaseUrl,
      channel: outboxNotifyChannel(options.schema),
      applicationName: outboxListenerName(options.schema),
      backoff: options.listenBackoff ?? DEFAULT_OUTAGE_BACKOFF,
      onNotify: () => this.nudge(),
      onListening: () => this.nudge(),
    });
    this.poll = new PeriodicTask({
      name: 'Outbox poll',
      everyMs: options.pollIntervalMs ?? 2000,
      firstDelayMs: 0,
      logger: this.logger,
      run: async () => {
        this.nudge();
        await this.measureBacklog();
      },
    });
  }

  /** False while the LISTEN connection is down and new rows are found by polling only. */
  get isListening(): boolean {
    return this.listener.isListening;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listener.start();
    this.poll.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.poll.stop();
    await this.running;
    await this.listener.stop();
  }

  /** Starts a drain, or asks the running one to go round again so no new row waits for the poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: Error) => this.logger.warn(`Outbox relay paused: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  /** Publishes until no unpublished row is left; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.dataSource.transaction((manager) => this.relayBatch(manager));
      sent += batch;
      if (batch < (this.options.batchSize ?? 100) || this.stopped) break;
    }
    await this.prunePublished();
    return sent;
  }

  private async relayBatch(manager: EntityManager): Promise<number> {
    const rows = await manager
      .getRepository(OutboxMessage)
      .createQueryBuilder('o')
      .where('o.published_at IS NULL')
      .orderBy('o.created_at', 'ASC')
      .limit(this.options.batchSize ?? 100)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    for (const row of rows) {
      if (!isEventName(row.eventName)) {
        this.logger.error(`Outbox row ${row.id} names an unknown event ${row.eventName}; leaving it unpublished`);
        continue;
      }
      await this.publisher.send({
        messageId: row.id,
        name: row.eventName,
        payload: row.payload,
        correlationId: row.correlationId,
        occurredAt: row.createdAt,
        priority: row.priority,
      });
      await manager.update(OutboxMessage, { id: row.id }, { publishedAt: new Date(), attempts: row.attempts + 1 });
    }
    return rows.length;
  }

  /**
   * Counts the rows still waiting into `reelmix_outbox_backlog`. At the poll, not after every
   * drain: drains follow every committed event, and one count per poll is enough for a gauge.
   * A failed count (database away) leaves the last value; the relay's own warning says why.
   */
  async measureBacklog(): Promise<void> {
    try {
      const waiting = await this.dataSource.getRepository(OutboxMessage).createQueryBuilder('o').where('o.published_at IS NULL').getCount();
      outboxBacklog.set({ schema: this.options.schema }, waiting);
    } catch {
      // Reported by the relay when it fails to drain.
    }
  }

  private async prunePublished(): Promise<void> {
    const cutoff = new Date(Date.now() - (this.options.retainPublishedMs ?? 7 * 24 * 3600 * 1000));
    await this.dataSource
      .createQueryBuilder()
      .delete()
      .from(OutboxMessage)
      .where('published_at IS NOT NULL AND published_at < :cutoff', { cutoff })
      .execute();
  }
}
