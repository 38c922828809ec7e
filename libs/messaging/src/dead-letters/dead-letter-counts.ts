import { AmqpConnection } from '../amqp-connection';

/**
 * How many messages wait in each dead-letter queue this process declared: the number to alert
 * on, since every one is work that did not happen. Null while the broker is unreachable.
 */
export async function countDeadLetters(connection: AmqpConnection): Promise<Record<string, number> | null> {
  if (!connection.isConnected()) return null;
  const counts: Record<string, number> = {};
  for (const queue of connection.deadLetterQueues) {
    counts[queue] = await connection.withChannel(async (channel) => (await channel.checkQueue(queue)).messageCount);
  }
  return counts;
}
