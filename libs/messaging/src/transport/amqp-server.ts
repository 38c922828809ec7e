import { Logger } from '@nestjs/common';
import { CustomTransportStrategy, MessageHandler, Server } from '@nestjs/microservices';
import { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import {
  DomainError,
  ErrorCode,
  EVENT_PAYLOADS,
  EventName,
  isEventName,
  isRpcPattern,
  RPC_REQUESTS,
} from '@reelmix/contracts';
import { CORRELATION_HEADER, runWithCorrelationId, sanitizeCorrelationId } from '@reelmix/logging';
import { retryDelay } from '@reelmix/scheduling';
import { randomUUID } from 'node:crypto';
import { lastValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import { isDatabaseReachable } from '@reelmix/db';
import { AmqpConnection } from '../amqp-connection';
import { assertExchanges } from '../event-publisher';
import { claimInboxEntry } from '../inbox/inbox';
import { parseJson, validatePayload } from '../payload-validation';
import { isAvailabilityError } from '../resilience/availability-error';
import { BackoffOptions, DEFAULT_OUTAGE_BACKOFF } from '../resilience/backoff';
import { onOpenChannel } from '../resilience/channel-closed';
import { OutageGate, OutageGateClosed } from '../resilience/outage-gate';
import { type HandledOutcome, messagesHandled } from '../metrics/messaging-metrics';
import { assertRpcExchanges, isReplyQueue } from '../rpc/reply-queue';
import { RpcReply } from '../rpc/rpc-reply';
import { DEAD_LETTER_EXCHANGE, deadLetterQueueOf, EVENTS_EXCHANGE, eventQueueOf, RPC_EXCHANGE, RPC_REPLY_EXCHANGE, rpcQueueOf } from '../topology';
import { EventContext, RequestContext } from './handler-context';

export interface AmqpServerOptions {
  service: string;
  connection: AmqpConnection;
  /** Needed by services that consume events: the inbox entry shares the handler's transaction. */
  dataSource?: DataSource;
  prefetch: number;
  /** Deliveries after which a failing message is dead-lettered instead of retried. */
  deliveryLimit: number;
  /** How long `close()` waits for handlers already running. */
  shutdownGraceMs?: number;
  /** How often a handler held by an outage asks whether the database answers again. */
  outageBackoff?: BackoffOptions;
}

/** The wait before a failed message goes back to the queue: 100 ms after its first delivery, doubling to 3 s. */
const HANDLER_RETRY_BACKOFF = { baseMs: 100, maxMs: 3000 };

/** `open` turns false when the channel closes: its deliveries can no longer be acked. */
type Consumer = { channel: Channel; tag: string; open: boolean };

/**
 * The Nest transport for RabbitMQ. Events arrive on the service's quorum queue and are acked only
 * after the handler's transaction commits; a handler that throws gets its message back after a
 * short backoff until the delivery limit moves it to the dead-letter queue. Messages that can
 * never succeed (unparseable, invalid, unknown) go to the dead-letter queue at once.
 *
 * A handler that fails because a dependency is unreachable (database down, broker gone, another
 * service unavailable) is not the message's fault: the message is held, unacked and uncounted,
 * and run again once the dependency answers (see OutageGate). Acks and replies for deliveries of
 * a channel that died meanwhile are dropped; the broker has already queued those messages again.
 */
export class AmqpServer extends Server implements CustomTransportStrategy {
  private readonly log = new Logger(AmqpServer.name);
  private readonly inFlight = new Set<Promise<void>>();
  private consumers: Consumer[] = [];
  private closing = false;
  private readonly gate: OutageGate;

  constructor(private readonly options: AmqpServerOptions) {
    super();
    const dataSource = options.dataSource;
    this.gate = new OutageGate(
      `${options.service}: a dependency`,
      async () => options.connection.isConnected() && (!dataSource || (await isDatabaseReachable(dataSource))),
      options.outageBackoff ?? DEFAULT_OUTAGE_BACKOFF,
    );
  }

  listen(callback: (error?: unknown) => void): void {
    this.options.connection.onConnect((model) => this.setup(model)).then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    this.closing = true;
    this.gate.close();
    const consumers = this.consumers;
    this.consumers = [];
    await Promise.all(consumers.map(({ channel, tag }) => channel.cancel(tag).catch(() => undefined)));
    const grace = new Promise((resolve) => setTimeout(resolve, this.options.shutdownGraceMs ?? 10000).unref());
    await Promise.race([Promise.allSettled([...this.inFlight]), grace]);
    await Promise.all(consumers.map(({ channel }) => channel.close().catch(() => undefined)));
  }

  on(): void {
    // Connection state is observable through AmqpConnection; the transport emits no events.
  }

  unwrap<T>(): T {
    return this.options.connection as T;
  }

  private handlers(kind: 'event' | 'request'): Map<string, MessageHandler> {
    const wanted = new Map<string, MessageHandler>();
    for (const [pattern, handler] of this.messageHandlers) {
      if (Boolean(handler.isEventHandler) === (kind === 'event')) wanted.set(pattern, handler);
    }
    return wanted;
  }

  private async setup(model: ChannelModel): Promise<void> {
    if (this.closing) return;
    this.consumers = [];
    const events = this.handlers('event');
    const requests = this.handlers('request');
    if (events.size > 0) await this.consumeEvents(model, events);
    if (requests.size > 0) await this.consumeRequests(model, requests);
  }

  private async consumeEvents(model: ChannelModel, handlers: Map<string, MessageHandler>): Promise<void> {
    const { service, dataSource, deliveryLimit } = this.options;
    if (!dataSource) throw new Error(`${service} consumes events but has no database for its inbox`);
    for (const name of handlers.keys()) {
      if (!isEventName(name)) throw new Error(`${service} subscribes to ${name}, which is not in the contracts`);
    }
    const channel = await model.createChannel();
    // Watched from the start: a refused declaration (a broker account without the right) closes the
    // channel with an error event, which must be logged rather than end the process.
    const consumer = this.watch(channel, 'event');
    await channel.prefetch(this.options.prefetch);
    await assertExchanges(channel);
    const queue = eventQueueOf(service);
    const parked = deadLetterQueueOf(service);
    await channel.assertQueue(parked, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
    await channel.bindQueue(parked, DEAD_LETTER_EXCHANGE, queue);
    this.options.connection.deadLetterQueues.add(parked);
    await channel.assertQueue(queue, {
      durable: true,
      arguments: {
        'x-queue-type': 'quorum',
        'x-delivery-limit': deliveryLimit,
        'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE,
        'x-dead-letter-routing-key': queue,
      },
    });
    for (const name of handlers.keys()) await channel.bindQueue(queue, EVENTS_EXCHANGE, name);
    this.options.connection.consumedQueues.add(queue);
    const { consumerTag } = await channel.consume(queue, (message) => message && this.track(this.onEvent(consumer, message)), {
      noAck: false,
    });
    consumer.tag = consumerTag;
  }

  private async consumeRequests(model: ChannelModel, handlers: Map<string, MessageHandler>): Promise<void> {
    for (const pattern of handlers.keys()) {
      if (!isRpcPattern(pattern)) throw new Error(`${this.options.service} serves ${pattern}, which is not in the contracts`);
    }
    const channel = await model.createChannel();
    const consumer = this.watch(channel, 'request');
    await channel.prefetch(this.options.prefetch);
    const queue = rpcQueueOf(this.options.service);
    await assertRpcExchanges(channel);
    await channel.assertQueue(queue, { durable: false, autoDelete: true });
    await channel.bindQueue(queue, RPC_EXCHANGE, queue);
    this.options.connection.consumedQueues.add(queue);
    const { consumerTag } = await channel.consume(queue, (message) => message && this.track(this.onRequest(consumer, message)), {
      noAck: false,
    });
    consumer.tag = consumerTag;
  }

  /** Records the channel's consumer and notes when the channel dies (with the connection). */
  private watch(channel: Channel, kind: string): Consumer {
    const consumer: Consumer = { channel, tag: '', open: true };
    channel.on('close', () => {
      consumer.open = false;
    });
    // A channel error (the broker closing it) must be logged, not thrown as an unhandled event.
    channel.on('error', (error: Error) => this.log.warn(`${kind} channel error: ${error.message}`));
    this.consumers.push(consumer);
    return consumer;
  }

  private track(work: Promise<void>): void {
    // The last line of defence: whatever a message's handling throws is logged here, never left
    // to end the process as an unhandled rejection; the unacked message is redelivered later.
    const settled = work.catch((error: unknown) => this.log.error(`Message handling failed: ${(error as Error)?.stack ?? String(error)}`));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private async onEvent(consumer: Consumer, message: ConsumeMessage): Promise<void> {
    const name = this.eventNameOf(message);
    const correlationId = sanitizeCorrelationId(message.properties.headers?.[CORRELATION_HEADER]);
    await runWithCorrelationId(correlationId, async () => {
      const refused = await this.checkEvent(name, message);
      if (typeof refused === 'string') {
        this.log.error(`Dead-lettering ${name} ${message.properties.messageId ?? '(no id)'}: ${refused}`);
        this.settle(() => consumer.channel.nack(message, false, false), 'dead-lettered');
        return;
      }
      const previousDeliveries = Number(message.properties.headers?.['x-delivery-count'] ?? 0);
      const meta = { messageId: message.properties.messageId as string, correlationId, previousDeliveries };
      for (;;) {
        try {
          await this.gate.whenAvailable();
          const outcome = await this.runEventHandler(name as EventName, refused.payload, meta);
          this.gate.reportSuccess();
          this.log.debug(`${name} ${meta.messageId}: ${outcome}`);
          this.settle(() => consumer.channel.ack(message), 'done');
          return;
        } catch (error) {
          if (error instanceof OutageGateClosed) return; // shutting down: the broker gets it back unacked
          if (!isAvailabilityError(error)) return this.retryLater(consumer, message, name, previousDeliveries, error);
          // The broker has already taken back a delivery whose channel died; running it here too
          // would only race the redelivery.
          if (!consumer.open) return;
          this.log.warn(`${name} ${meta.messageId} waits for a dependency: ${describe(error)}`);
          await this.gate.reportOutage(describe(error)).catch(() => undefined);
          if (this.closing) return;
        }
      }
    });
  }

  /** A handler error: the message is returned (counted) after a backoff, up to the delivery limit. */
  private async retryLater(
    consumer: Consumer,
    message: ConsumeMessage,
    name: string,
    previousDeliveries: number,
    error: unknown,
  ): Promise<void> {
    // A quorum queue dead-letters once a message has been returned more times than the limit.
    const last = previousDeliveries >= this.options.deliveryLimit;
    this.log.error(
      `${name} ${message.properties.messageId} failed (delivery ${previousDeliveries + 1}); ${last ? 'dead-lettering' : 'will retry'}: ${describe(error)}`,
    );
    // Backing off before the requeue keeps a failing handler from spinning in a loop.
    if (!this.closing) await new Promise((resolve) => setTimeout(resolve, retryDelay(previousDeliveries + 1, HANDLER_RETRY_BACKOFF)));
    this.settle(() => consumer.channel.nack(message, false, true), last ? 'dead-lettered' : 'retried');
  }

  /**
   * Acks or nacks unless the delivery's channel is gone, in which case the broker redelivers it
   * (and the delivery is not counted: it has not been handled yet). A dropped request, which no
   * one waits for, is settled without an outcome.
   */
  private settle(operation: () => void, outcome?: HandledOutcome): void {
    if (onOpenChannel(operation)) {
      if (outcome) messagesHandled.inc({ queue: eventQueueOf(this.options.service), outcome });
    }
    else this.log.warn('Channel closed before the message was settled; the broker will redeliver it');
  }

  /**
   * The event's name is its routing key, except for a message sent straight to the queue (a
   * redrive from the dead-letter queue), which keeps the name in its `type` property.
   */
  private eventNameOf(message: ConsumeMessage): string {
    const key = message.fields.routingKey;
    return key === eventQueueOf(this.options.service) && typeof message.properties.type === 'string' ? message.properties.type : key;
  }

  private async checkEvent(name: string, message: ConsumeMessage): Promise<string | { payload: object }> {
    if (!isEventName(name)) return 'not an event in the contracts';
    if (!this.getHandlerByPattern(name)) return 'this service has no handler for it';
    if (typeof message.properties.messageId !== 'string' || message.properties.messageId === '') {
      return 'no message id, so a redelivery could not be recognised';
    }
    const parsed = parseJson(message.content);
    if (!parsed.ok) return 'the body is not JSON';
    const checked = await validatePayload(EVENT_PAYLOADS[name] as new () => object, parsed.value);
    if (!checked.ok) return `invalid payload: ${checked.problems.join('; ')}`;
    return { payload: checked.value };
  }

  private async runEventHandler(
    name: EventName,
    payload: object,
    meta: Omit<EventContext, 'manager' | 'eventName'>,
  ): Promise<string> {
    const handler = this.getHandlerByPattern(name) as MessageHandler;
    const dataSource = this.options.dataSource as DataSource;
    return dataSource.transaction(async (manager) => {
      if (!(await claimInboxEntry(manager, meta.messageId, name))) return 'duplicate, skipped';
      const context: EventContext = { ...meta, eventName: name, manager };
      const outcome = await lastValueFrom(this.transformToObservable(await handler(payload, context)), {
        defaultValue: undefined,
      });
      return typeof outcome === 'string' ? outcome : 'done';
    });
  }

  private async onRequest(consumer: Consumer, message: ConsumeMessage): Promise<void> {
    const channel = consumer.channel;
    const { replyTo, correlationId: replyId, type } = message.properties;
    const trace = sanitizeCorrelationId(message.properties.headers?.[CORRELATION_HEADER]);
    await runWithCorrelationId(trace, async () => {
      // Only a reply queue is answered: the broker refuses this account a reply anywhere else, and
      // a refused publish would close the channel with every request in hand.
      if (!isReplyQueue(replyTo) || typeof replyId !== 'string') {
        this.log.warn(`Dropping a request without a usable reply address (${String(type)})`);
        this.settle(() => channel.ack(message));
        return;
      }
      const reply = await this.answer(String(type), message.content, { pattern: String(type), correlationId: trace });
      // With the channel gone the caller's reply-to address is gone too: it has been told
      // "unavailable" or times out, so the reply is dropped.
      const sent = onOpenChannel(() => {
        channel.publish(RPC_REPLY_EXCHANGE, replyTo, Buffer.from(JSON.stringify(reply)), { correlationId: replyId, contentType: 'application/json' });
        channel.ack(message);
      });
      if (sent) messagesHandled.inc({ queue: rpcQueueOf(this.options.service), outcome: 'done' });
      else this.log.warn(`Reply to ${String(type)} dropped: the broker connection closed meanwhile`);
    });
  }

  private async answer(pattern: string, content: Buffer, context: RequestContext): Promise<RpcReply> {
    const handler = this.getHandlerByPattern(pattern);
    if (!isRpcPattern(pattern) || !handler || handler.isEventHandler) {
      return failure(new DomainError(ErrorCode.NotFound, `${this.options.service} does not serve ${pattern}`));
    }
    const parsed = parseJson(content);
    if (!parsed.ok) return failure(new DomainError(ErrorCode.ValidationFailed, 'The request body is not JSON'));
    const checked = await validatePayload(RPC_REQUESTS[pattern] as new () => object, parsed.value);
    if (!checked.ok) return failure(new DomainError(ErrorCode.ValidationFailed, 'Invalid request', checked.problems));
    try {
      const data = await lastValueFrom(this.transformToObservable(await handler(checked.value, context)), {
        defaultValue: null,
      });
      return { ok: true, data };
    } catch (error) {
      if (error instanceof DomainError) return failure(error);
      const errorId = randomUUID();
      this.log.error(`${pattern} failed, error id ${errorId}: ${describe(error)}`, (error as Error)?.stack);
      return { ok: false, error: { code: ErrorCode.Internal, message: 'Internal error', errorId } };
    }
  }
}

function failure(error: DomainError): RpcReply {
  return { ok: false, error: { code: error.code, message: error.message, details: error.details } };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
