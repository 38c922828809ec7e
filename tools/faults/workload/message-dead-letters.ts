import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';

/** Called for each of the round's own messages as it arrives in a dead-letter queue. */
export type OnParked = (messageId: string, reason: string) => void;

/**
 * Consumes the dead-letter queues for the length of a round and takes the round's own messages
 * out as they arrive, so a message parked twice is seen twice (it is counted, not left to
 * mingle with a later copy). Anything else parked there (another round's, or the product's
 * own) is held unacked and goes back to its queue when the watch ends: nothing in the product
 * consumes a dead-letter queue, so holding it delays no one.
 */
export class DeadLetterWatch {
  private constructor(private readonly channel: Channel) {}

  static async start(model: ChannelModel, queues: string[], isOwn: (messageId: string) => boolean, onParked: OnParked): Promise<DeadLetterWatch> {
    const channel = await model.createChannel();
    const watch = new DeadLetterWatch(channel);
    for (const queue of queues) {
      await channel.consume(queue, (message) => message && watch.take(message, isOwn, onParked), { noAck: false });
    }
    return watch;
  }

  private take(message: ConsumeMessage, isOwn: (messageId: string) => boolean, onParked: OnParked): void {
    const id = message.properties.messageId as unknown;
    if (typeof id !== 'string' || !isOwn(id)) return;
    onParked(id, deathReasonOf(message));
    this.channel.ack(message);
  }

  /** Closing the channel returns the messages held that were not the round's to the queues. */
  async stop(): Promise<void> {
    await this.channel.close().catch(() => undefined);
  }
}

/**
 * Why the broker dead-lettered the message: `rejected` when the consumer refused it at once,
 * `delivery_limit` when a quorum queue gave up after redelivering it again and again.
 */
function deathReasonOf(message: ConsumeMessage): string {
  const headers = message.properties.headers ?? {};
  const first = headers['x-first-death-reason'] as unknown;
  if (first !== undefined) return String(first);
  const deaths = headers['x-death'] as unknown;
  const reason = Array.isArray(deaths) ? (deaths[0] as { reason?: unknown } | undefined)?.reason : undefined;
  return reason === undefined ? 'unknown' : String(reason);
}
