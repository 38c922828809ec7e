import { Logger } from '@nestjs/common';
import { Channel, ConsumeMessage, Message } from 'amqplib';
import { DomainError, ErrorCode, RpcMap, RpcPattern, RpcRequest, RpcResponse } from '@reelmix/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '@reelmix/logging';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '../amqp-connection';
import { brokerUnavailable } from '../broker-unavailable.error';
import { timeRpc } from '../metrics/rpc-timing';
import { parseJson } from '../payload-validation';
import { onOpenChannel } from '../resilience/channel-closed';
import { RPC_EXCHANGE, rpcQueueOf } from '../topology';
import { openReplyQueue } from './reply-queue';
import { isRpcReply, replyToError } from './rpc-reply';

interface Pending {
  service: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Request/reply over the broker. Requests go to RPC_EXCHANGE under the serving service's queue
 * name, `mandatory`, and that queue is auto-delete, so a service with no running instance fails
 * at once ("unavailable") instead of after the timeout; the per-message expiration drops a request
 * nobody took in time. Replies come back to a reply queue of this connection's own, through
 * RPC_REPLY_EXCHANGE: the caller's broker account needs no access to any other service's queues.
 */
export class RpcClient {
  private readonly logger = new Logger(RpcClient.name);
  private readonly pending = new Map<string, Pending>();
  /** Settles once the channel of the first connection is open. */
  private readonly ready: Promise<void>;
  private channel?: Channel;
  private replyQueue = '';

  /** `caller` names the reply queues: the service whose broker account the connection uses. */
  constructor(
    connection: AmqpConnection,
    private readonly defaultTimeoutMs: number,
    caller: string = connection.name,
  ) {
    this.ready = connection.onConnect(async (model) => {
      const channel = await model.createChannel();
      channel.on('return', (message: Message) => this.bounce(message));
      channel.on('close', () => {
        if (this.channel === channel) this.channel = undefined;
        this.failAll('The message broker connection was lost');
      });
      channel.on('error', (error: Error) => this.logger.warn(`RPC channel error: ${error.message}`));
      const replyQueue = await openReplyQueue(channel, caller);
      await channel.consume(replyQueue, (message) => message && this.settle(message), { noAck: true });
      this.replyQueue = replyQueue;
      this.channel = channel;
    });
  }

  whenReady(): Promise<void> {
    return this.ready;
  }

  request<P extends RpcPattern>(
    service: RpcMap[P]['servedBy'],
    pattern: P,
    payload: RpcRequest<P>,
    { timeoutMs = this.defaultTimeoutMs }: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<P>> {
    const finished = timeRpc(service, pattern);
    const channel = this.channel;
    const replyTo = this.replyQueue;
    if (!channel) {
      finished('error');
      return Promise.reject(new DomainError(ErrorCode.ServiceUnavailable, 'The message broker is not reachable right now'));
    }
    const correlationId = randomUUID();
    return new Promise<RpcResponse<P>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        finished('timeout');
        reject(new DomainError(ErrorCode.Timeout, `The ${service} service did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(correlationId, {
        service,
        resolve: (value) => {
          finished('ok');
          resolve(value as RpcResponse<P>);
        },
        reject: (error) => {
          finished('error');
          reject(error);
        },
        timer,
      });
      const trace = currentCorrelationId();
      const sent = onOpenChannel(() =>
        channel.publish(RPC_EXCHANGE, rpcQueueOf(service), Buffer.from(JSON.stringify(payload ?? {})), {
          mandatory: true,
          replyTo,
          correlationId,
          type: pattern,
          contentType: 'application/json',
          expiration: String(timeoutMs),
          headers: trace ? { [CORRELATION_HEADER]: trace } : {},
        }),
      );
      // The channel closed since it was read above (connection lost): answer "unavailable" now
      // rather than leave the caller to the timeout.
      if (!sent) this.take(correlationId)?.reject(brokerUnavailable());
    });
  }

  private settle(message: ConsumeMessage): void {
    const entry = this.take(message.properties.correlationId);
    if (!entry) return;
    const parsed = parseJson(message.content);
    if (!parsed.ok || !isRpcReply(parsed.value)) {
      entry.reject(new DomainError(ErrorCode.Internal, `The ${entry.service} service sent an unreadable reply`));
    } else if (parsed.value.ok) {
      entry.resolve(parsed.value.data);
    } else {
      entry.reject(replyToError(parsed.value));
    }
  }

  private bounce(message: Message): void {
    const entry = this.take(message.properties.correlationId);
    entry?.reject(new DomainError(ErrorCode.ServiceUnavailable, `The ${entry.service} service is unavailable`));
  }

  private take(correlationId: unknown): Pending | undefined {
    if (typeof correlationId !== 'string') return undefined;
    const entry = this.pending.get(correlationId);
    if (!entry) return undefined;
    this.pending.delete(correlationId);
    clearTimeout(entry.timer);
    return entry;
  }

  private failAll(reason: string): void {
    for (const [id, entry] of this.pending) {
      this.pending.delete(id);
      clearTimeout(entry.timer);
      entry.reject(new DomainError(ErrorCode.ServiceUnavailable, reason));
    }
  }
}
