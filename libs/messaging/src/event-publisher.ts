import { Logger } from '@nestjs/common';
import { ConfirmChannel } from 'amqplib';
import { EVENT_PAYLOADS, EventMap, EventName } from '@reelmix/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '@reelmix/logging';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from './amqp-connection';
import { brokerUnavailable } from './broker-unavailable.error';
import { validatePayload } from './payload-validation';
import { isChannelClosedError } from './resilience/channel-closed';
import { DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE } from './topology';

export interface OutgoingEvent {
  /** The id consumers deduplicate on: the outbox row id, so a re-send is recognised. */
  messageId: string;
  name: EventName;
  payload: unknown;
  correlationId?: string | null;
  occurredAt: Date;
  /** Message priority, read only by priority queues (render tasks: Pro work first). */
  priority?: number;
}

/**
 * Publishes events to the topic exchange on a confirm channel: a publish resolves only once the
 * broker has taken the message (persisted, for durable queues), so a caller that marks an outbox
 * row as sent after `await` never loses an event it believes delivered.
 */
export class EventPublisher {
  private readonly logger = new Logger(EventPublisher.name);
  /** Settles once the channel of the first connection is open. */
  private readonly ready: Promise<void>;
  private channel?: ConfirmChannel;

  constructor(connection: AmqpConnection) {
    this.ready = connection.onConnect(async (model) => {
      const channel = await model.createConfirmChannel();
      channel.on('close', () => {
        if (this.channel === channel) this.channel = undefined;
      });
      channel.on('error', (error: Error) => this.logger.warn(`Publish channel error: ${error.message}`));
      await assertExchanges(channel);
      this.channel = channel;
    });
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  /** Publishes one event now. Prefer `OutboxWriter` when the event follows a database write. */
  async publish<K extends EventName>(name: K, payload: EventMap[K], options: { priority?: number } = {}): Promise<string> {
    const checked = await validatePayload(EVENT_PAYLOADS[name] as new () => object, payload);
    if (!checked.ok) throw new Error(`Refusing to publish an invalid ${name}: ${checked.problems.join('; ')}`);
    const messageId = randomUUID();
    await this.send({ messageId, name, payload, correlationId: currentCorrelationId(), occurredAt: new Date(), ...options });
    return messageId;
  }

  async send(event: OutgoingEvent): Promise<void> {
    const channel = this.channel;
    if (!channel) throw brokerUnavailable();
    const body = Buffer.from(JSON.stringify(event.payload));
    // The channel can die between the check above and the broker's confirm (connection lost):
    // the caller learns "unavailable" like any other publish during an outage.
    const lost = () => this.channel !== channel;
    await new Promise<void>((resolve, reject) => {
      channel.publish(
        EVENTS_EXCHANGE,
        event.name,
        body,
        {
          persistent: true,
          contentType: 'application/json',
          messageId: event.messageId,
          type: event.name,
          timestamp: Math.floor(event.occurredAt.getTime() / 1000),
          ...(event.priority ? { priority: event.priority } : {}),
          headers: event.correlationId ? { [CORRELATION_HEADER]: event.correlationId } : {},
        },
        (error: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
      );
    }).catch((error: unknown) => {
      throw isChannelClosedError(error) || lost() ? brokerUnavailable() : error;
    });
  }
}

export async function assertExchanges(channel: { assertExchange: ConfirmChannel['assertExchange'] }): Promise<void> {
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await channel.assertExchange(DEAD_LETTER_EXCHANGE, 'direct', { durable: true });
}
