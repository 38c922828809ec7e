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
import { randomUUID } from 'node:crypto';
import { lastValueFrom } from 'rxjs';
import { DataSource } from 'typeorm';
import { AmqpConnection } from '../amqp-connection';
import { assertExchanges } from '../event-publisher';
import { claimInboxEntry } from '../inbox/inbox';
import { parseJson, validatePayload } from '../payload-validation';
import { RpcReply } from '../rpc/rpc-reply';
import { DEAD_LETTER_EXCHANGE, deadLetterQueueOf, EVENTS_EXCHANGE, eventQueueOf, rpcQueueOf } from '../topology';
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
}

type Consumer = { channel: Channel; tag: string };

/**
 * The Nest transport for RabbitMQ. Events arrive on the service's quorum queue and are acked only
 * after the handler's transaction commits; a handler that throws gets its message back after a
 * short backoff until the delivery limit moves it to the dead-letter queue. Messages that can
 * never succeed (unparseable, invalid, unknown) go to the dead-letter queue at once.
 */
export class AmqpServer extends Server implements CustomTransportStrategy {
  private readonly log = new Logger(AmqpServer.name);
  private readonly inFlight = new Set<Promise<void>>();
  private consumers: Consumer[] = [];
  private closing = false;

  constructor(private readonly options: AmqpServerOptions) {
    super();
  }

  listen(callback: (error?: unknown) => void): void {
    this.options.connection.onConnect((model) => this.setup(model)).then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    this.closing = true;
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
    await channel.prefetch(this.options.prefetch);
    await assertExchanges(channel);
    const queue = eventQueueOf(service);
    const parked = deadLetterQueueOf(service);
    await channel.assertQueue(parked, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
    await channel.bindQueue(parked, DEAD_LETTER_EXCHANGE, queue);
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
    const { consumerTag } = await channel.consume(queue, (message) => message && this.track(this.onEvent(channel, message)), {
      noAck: false,
    });
    this.consumers.push({ channel, tag: consumerTag });
  }

  private async consumeRequests(model: ChannelModel, handlers: Map<string, MessageHandler>): Promise<void> {
    for (const pattern of handlers.keys()) {
      if (!isRpcPattern(pattern)) throw new Error(`${this.options.service} serves ${pattern}, which is not in the contracts`);
    }
    const channel = await model.createChannel();
    await channel.prefetch(this.options.prefetch);
    const queue = rpcQueueOf(this.options.service);
    await channel.assertQueue(queue, { durable: false, autoDelete: true });
    const { consumerTag } = await channel.consume(queue, (message) => message && this.track(this.onRequest(channel, message)), {
      noAck: false,
    });
    this.consumers.push({ channel, tag: consumerTag });
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async onEvent(channel: Channel, message: ConsumeMessage): Promise<void> {
    const name = message.fields.routingKey;
    const correlationId = sanitizeCorrelationId(message.properties.headers?.[CORRELATION_HEADER]);
    await runWithCorrelationId(correlationId, async () => {
      const refused = await this.checkEvent(message);
      if (typeof refused === 'string') {
        this.log.error(`Dead-lettering ${name} ${message.properties.messageId ?? '(no id)'}: ${refused}`);
        channel.nack(message, false, false);
        return;
      }
      const previousDeliveries = Number(message.properties.headers?.['x-delivery-count'] ?? 0);
      try {
        const outcome = await this.runEventHandler(name as EventName, refused.payload, {
          messageId: message.properties.messageId as string,
          correlationId,
          previousDeliveries,
        });
        this.log.debug(`${name} ${message.properties.messageId}: ${outcome}`);
        channel.ack(message);
      } catch (error) {
        // A quorum queue dead-letters once a message has been returned more times than the limit.
        const last = previousDeliveries >= this.options.deliveryLimit;
        this.log.error(
          `${name} ${message.properties.messageId} failed (delivery ${previousDeliveries + 1}); ${last ? 'dead-lettering' : 'will retry'}: ${describe(error)}`,
        );
        // Backing off before the requeue keeps a failing dependency from being hammered in a loop.
        if (!this.closing) await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** previousDeliveries, 3000)));
        channel.nack(message, false, true);
      }
    });
  }

  private async checkEvent(message: ConsumeMessage): Promise<string | { payload: object }> {
    const name = message.fields.routingKey;
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

  private async onRequest(channel: Channel, message: ConsumeMessage): Promise<void> {
    const { replyTo, correlationId: replyId, type } = message.properties;
    const trace = sanitizeCorrelationId(message.properties.headers?.[CORRELATION_HEADER]);
    await runWithCorrelationId(trace, async () => {
      if (typeof replyTo !== 'string' || typeof replyId !== 'string') {
        this.log.warn(`Dropping a request without a reply address (${String(type)})`);
        channel.ack(message);
        return;
      }
      const reply = await this.answer(String(type), message.content, { pattern: String(type), correlationId: trace });
      channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), {
        correlationId: replyId,
        contentType: 'application/json',
      });
      channel.ack(message);
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
