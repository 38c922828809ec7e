import { Logger } from '@nestjs/common';
import { ChannelModel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import { EVENT_PAYLOADS, EventMap, EventName } from '@reelmix/contracts';
import { CORRELATION_HEADER, runWithCorrelationId, sanitizeCorrelationId } from '@reelmix/logging';
import { AmqpConnection } from '../amqp-connection';
import { assertExchanges } from '../event-publisher';
import { parseJson, validatePayload } from '../payload-validation';
import { type HandledOutcome, messagesHandled } from '../metrics/messaging-metrics';
import { isAvailabilityError } from '../resilience/availability-error';
import { type BackoffOptions, DEFAULT_OUTAGE_BACKOFF } from '../resilience/backoff';
import { isChannelClosedError, onOpenChannel } from '../resilience/channel-closed';
import { OutageGate, OutageGateClosed } from '../resilience/outage-gate';
import { DEAD_LETTER_EXCHANGE, deadLetterQueueFor, EVENTS_EXCHANGE } from '../topology';

export type TaskHandler<K extends EventName> = (payload: EventMap[K], context: { attempt: number }) => Promise<void>;

export interface TaskConsumerOptions {
  /** The shared work queue; every worker of the kind consumes from it. */
  queue: string;
  /** Tasks held at once by one worker: its parallelism. */
  prefetch: number;
  /** Priority levels; higher-priority messages are delivered first when the queue is busy. */
  maxPriority: number;
  /** Deliveries of one task before it is given up (a task that keeps killing its worker). */
  maxAttempts: number;
  /** Called when a task is given up, so its owner can fail the work it belongs to. */
  onGiveUp: (name: EventName, payload: unknown, reason: string) => Promise<void>;
  /**
   * Whether what the handlers need (object storage, say) answers again after a failure that was
   * not the task's fault; the broker connection is checked besides. Without it, the broker alone.
   */
  dependenciesAnswer?: () => Promise<boolean>;
  /** How long to wait between those checks while a dependency is away. */
  outageBackoff?: BackoffOptions;
}

/** The task's attempt count, carried on the message because classic queues keep none. */
export const ATTEMPT_HEADER = 'x-reelmix-attempt';

/**
 * Long-running work (render tasks) from a classic priority queue: RabbitMQ 3.10's quorum queues
 * have no priorities, and classic queues have no delivery limit, so the limit is kept here. A task
 * that comes back `redelivered` (its worker died holding it) is republished with its attempt
 * count raised, and given up past `maxAttempts`. The ack comes after the handler has stored its
 * result and announced it, so a killed worker loses nothing; handlers are idempotent.
 *
 * When the broker connection drops, the tasks in hand go back to the queue by themselves: their
 * acks and re-queues are dropped (the channel is gone) and the consumer is declared again on the
 * new connection. A task that fails because a dependency is unreachable (storage refusing or
 * dropping connections) is not the task's fault: it waits for the dependency and runs again
 * without counting an attempt, so an outage never gives good work up.
 */
export class TaskConsumer {
  private readonly logger = new Logger(TaskConsumer.name);
  private readonly handlers = new Map<string, TaskHandler<EventName>>();
  private readonly inFlight = new Set<Promise<void>>();
  private consumer?: { channel: ConfirmChannel; tag: string; open: boolean };
  private closing = false;
  private readonly gate: OutageGate;

  constructor(
    private readonly connection: AmqpConnection,
    private readonly options: TaskConsumerOptions,
  ) {
    const dependencies = options.dependenciesAnswer ?? (async () => true);
    this.gate = new OutageGate(
      `${options.queue}: a dependency`,
      async () => connection.isConnected() && (await dependencies()),
      options.outageBackoff ?? DEFAULT_OUTAGE_BACKOFF,
    );
  }

  on<K extends EventName>(name: K, handler: TaskHandler<K>): this {
    this.handlers.set(name, handler as unknown as TaskHandler<EventName>);
    return this;
  }

  start(): Promise<void> {
    return this.connection.onConnect((model) => this.consume(model));
  }

  async stop(graceMs = 30000): Promise<void> {
    this.closing = true;
    this.gate.close();
    const consumer = this.consumer;
    this.consumer = undefined;
    await consumer?.channel.cancel(consumer.tag).catch(() => undefined);
    const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
    await consumer?.channel.close().catch(() => undefined);
  }

  private async consume(model: ChannelModel): Promise<void> {
    if (this.closing) return;
    const { queue, prefetch, maxPriority } = this.options;
    const channel = await model.createConfirmChannel();
    const consumer = { channel, tag: '', open: true };
    channel.on('close', () => {
      consumer.open = false;
    });
    channel.on('error', (error: Error) => this.logger.warn(`Task channel error: ${error.message}`));
    await channel.prefetch(prefetch);
    await assertExchanges(channel);
    await channel.assertQueue(deadLetterQueueFor(queue), { durable: true });
    await channel.bindQueue(deadLetterQueueFor(queue), DEAD_LETTER_EXCHANGE, queue);
    this.connection.deadLetterQueues.add(deadLetterQueueFor(queue));
    await channel.assertQueue(queue, {
      durable: true,
      arguments: {
        'x-max-priority': maxPriority,
        'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE,
        'x-dead-letter-routing-key': queue,
      },
    });
    for (const name of this.handlers.keys()) await channel.bindQueue(queue, EVENTS_EXCHANGE, name);
    // Retries come back under the queue's own name, which only this queue is bound to.
    await channel.bindQueue(queue, EVENTS_EXCHANGE, queue);
    this.connection.consumedQueues.add(queue);
    const { consumerTag } = await channel.consume(queue, (message) => message && this.track(this.handle(channel, message)), {
      noAck: false,
    });
    consumer.tag = consumerTag;
    this.consumer = consumer;
  }

  private track(work: Promise<void>): void {
    // The last line of defence: whatever a message's handling throws is logged here, never left
    // to end the process as an unhandled rejection; the unacked message is redelivered later.
    const settled = work.catch((error: unknown) => this.logger.error(`Message handling failed: ${(error as Error)?.stack ?? String(error)}`));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private async handle(channel: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    // `type` survives a republish to the queue, where the routing key becomes the queue's name.
    const name = (message.properties.type ?? message.fields.routingKey) as EventName;
    const trace = sanitizeCorrelationId(message.properties.headers?.[CORRELATION_HEADER]);
    await runWithCorrelationId(trace, async () => {
      const handler = this.handlers.get(name);
      const parsed = parseJson(message.content);
      const checked = handler && parsed.ok ? await validatePayload(EVENT_PAYLOADS[name] as new () => object, parsed.value) : undefined;
      if (!handler || !checked?.ok) {
        this.logger.error(`Dead-lettering task ${name}: ${!handler ? 'no handler' : 'invalid payload'}`);
        this.settle(() => channel.nack(message, false, false), 'dead-lettered');
        return;
      }
      const attempt = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
      if (message.fields.redelivered) {
        await this.retryOrGiveUp(channel, message, name, checked.value, attempt + 1);
        return;
      }
      for (;;) {
        try {
          await this.gate.whenAvailable();
          await handler(checked.value as EventMap[EventName], { attempt });
          this.gate.reportSuccess();
          this.settle(() => channel.ack(message), 'done');
          return;
        } catch (error) {
          if (error instanceof OutageGateClosed) return; // shutting down: the broker gets it back unacked
          if (!isAvailabilityError(error)) {
            this.logger.error(`Task ${name} attempt ${attempt} failed: ${(error as Error).message}`);
            return this.retryOrGiveUp(channel, message, name, checked.value, attempt + 1);
          }
          // The broker has already taken back a delivery whose channel died: running it here too
          // would only race the redelivery.
          const holding = () => !this.closing && this.consumer?.open === true && this.consumer.channel === channel;
          if (!holding()) return;
          this.logger.warn(`Task ${name} waits for a dependency: ${(error as Error).message}`);
          await this.gate.reportOutage((error as Error).message).catch(() => undefined);
          if (!holding()) return;
        }
      }
    });
  }

  private async retryOrGiveUp(channel: ConfirmChannel, message: ConsumeMessage, name: EventName, payload: object, attempt: number) {
    if (attempt > this.options.maxAttempts) {
      await this.options.onGiveUp(name, payload, `gave up after ${this.options.maxAttempts} attempts`);
      this.settle(() => channel.ack(message), 'given-up');
      return;
    }
    if (!this.closing) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    // Republish with the raised count first, then ack: a crash in between repeats the task,
    // which is harmless, rather than losing it. Through the events exchange, not the default one,
    // which this broker account may not publish to.
    try {
      await new Promise<void>((resolve, reject) =>
        channel.publish(
          EVENTS_EXCHANGE,
          this.options.queue,
          message.content,
          { ...message.properties, headers: { ...message.properties.headers, [ATTEMPT_HEADER]: attempt }, persistent: true },
          (error: unknown) => (error ? reject(error) : resolve()),
        ),
      );
    } catch (error) {
      // The channel died (broker gone): the unacked original is already back in the queue.
      if (isChannelClosedError(error) || !this.consumer?.open || this.consumer.channel !== channel) {
        this.logger.warn(`Task ${name} not re-queued: the broker connection closed; the broker redelivers it`);
        return;
      }
      throw error;
    }
    this.settle(() => channel.ack(message), 'retried');
  }

  /** A task settled on a channel that has closed is redelivered by the broker, so it is not counted. */
  private settle(operation: () => void, outcome: HandledOutcome): void {
    if (onOpenChannel(operation)) messagesHandled.inc({ queue: this.options.queue, outcome });
    else this.logger.warn('Channel closed before the task was settled; the broker will redeliver it');
  }
}
