import type { Channel } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { CALLER_NAME, REPLY_QUEUE_PATTERN, replyQueuePrefixOf, RPC_EXCHANGE, RPC_REPLY_EXCHANGE } from '../topology';

const REPLY_QUEUE = new RegExp(`^${REPLY_QUEUE_PATTERN}$`);

/** Declares the two request/reply exchanges; callers and servers both do, whoever starts first. */
export async function assertRpcExchanges(channel: Pick<Channel, 'assertExchange'>): Promise<void> {
  await channel.assertExchange(RPC_EXCHANGE, 'topic', { durable: true });
  await channel.assertExchange(RPC_REPLY_EXCHANGE, 'topic', { durable: true });
}

/**
 * Declares a reply queue of `caller`'s own, for this connection only (exclusive: no other
 * connection can read or bind it), bound to the reply exchange under its own name. Returns the
 * name requests give as their reply address.
 */
export async function openReplyQueue(channel: Pick<Channel, 'assertExchange' | 'assertQueue' | 'bindQueue'>, caller: string): Promise<string> {
  if (!CALLER_NAME.test(caller)) throw new Error(`"${caller}" cannot name reply queues: use lower-case letters, digits, - and _`);
  await assertRpcExchanges(channel);
  const { queue } = await channel.assertQueue(`${replyQueuePrefixOf(caller)}${randomUUID()}`, { exclusive: true, autoDelete: true, durable: false });
  await channel.bindQueue(queue, RPC_REPLY_EXCHANGE, queue);
  return queue;
}

/** Whether a request's reply address is a reply queue, which is all a server answers to. */
export function isReplyQueue(name: unknown): name is string {
  return typeof name === 'string' && REPLY_QUEUE.test(name);
}
