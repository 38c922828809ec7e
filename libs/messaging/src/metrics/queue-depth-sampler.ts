import { Logger } from '@nestjs/common';
import { PeriodicTask } from '@reelmix/scheduling';
import { AmqpConnection } from '../amqp-connection';
import { deadLetterMessages, queueMessages } from './messaging-metrics';

/** Often enough for a scrape every 15-30 s, rare enough that the broker does not notice. */
export const QUEUE_SAMPLE_INTERVAL_MS = 15_000;

/**
 * Reads the depth of every queue this process consumes and of every dead-letter queue it declared
 * (`checkQueue`), on a timer, into the queue gauges. The broker's own metrics would say the same,
 * but only where its Prometheus plugin is enabled; this way each service reports its own queues.
 */
export class QueueDepthSampler {
  private readonly logger = new Logger(QueueDepthSampler.name);
  private readonly task: PeriodicTask<void>;

  constructor(
    private readonly connection: AmqpConnection,
    intervalMs = QUEUE_SAMPLE_INTERVAL_MS,
  ) {
    this.task = new PeriodicTask({
      name: 'Queue depth sampling',
      everyMs: intervalMs,
      firstDelayMs: 0,
      logger: this.logger,
      run: () => this.sampleAll(),
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One round over every queue; also called by tests. Skipped while the broker is away. */
  async sample(): Promise<void> {
    await this.task.runNow();
  }

  private async sampleAll(): Promise<void> {
    if (!this.connection.isConnected()) return;
    for (const queue of this.connection.consumedQueues) await this.sampleInto(queueMessages, queue);
    for (const queue of this.connection.deadLetterQueues) await this.sampleInto(deadLetterMessages, queue);
  }

  private async sampleInto(gauge: typeof queueMessages, queue: string): Promise<void> {
    try {
      const { messageCount } = await this.connection.withChannel((channel) => channel.checkQueue(queue));
      gauge.set({ queue }, messageCount);
    } catch (error) {
      // A queue deleted meanwhile, or the broker going away: the next round tries again.
      this.logger.debug(`Could not read the depth of ${queue}: ${(error as Error).message}`);
    }
  }
}
