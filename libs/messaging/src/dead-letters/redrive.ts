import { ChannelModel, ConfirmChannel, GetMessage } from 'amqplib';
import { ATTEMPT_HEADER } from '../task-queue/task-consumer';
import { deadLetterQueueFor } from '../topology';

export interface RedriveResult {
  from: string;
  to: string;
  moved: number;
  /** Messages still parked: those that arrived while the redrive ran. */
  left: number;
}

/**
 * Moves what a work queue's dead-letter queue holds back into the work queue, to be handled
 * again once its cause is fixed (a dependency back, a bug deployed away). Each message is
 * published with confirm before it is acked on the dead-letter queue, so a crash midway repeats a
 * message (absorbed by the consumer's inbox) rather than losing one. The broker's and the task
 * queue's retry counts are cleared: the message starts over with its full delivery limit. Only
 * the messages present at the start are moved, so one that fails again at once cannot loop.
 */
export async function redriveDeadLetters(model: ChannelModel, workQueue: string): Promise<RedriveResult> {
  const from = deadLetterQueueFor(workQueue);
  const channel = await model.createConfirmChannel();
  try {
    await channel.checkQueue(workQueue);
    const { messageCount } = await channel.checkQueue(from);
    let moved = 0;
    while (moved < messageCount) {
      const message = await channel.get(from, { noAck: false });
      if (!message) break;
      await republish(channel, workQueue, message);
      channel.ack(message);
      moved += 1;
    }
    const { messageCount: left } = await channel.checkQueue(from);
    return { from, to: workQueue, moved, left };
  } finally {
    await channel.close().catch(() => undefined);
  }
}

/** Headers the broker and the task queue add to count and explain dead-lettering. */
const RETRY_HEADERS = [ATTEMPT_HEADER, 'x-delivery-count', 'x-death', 'x-first-death-exchange', 'x-first-death-queue', 'x-first-death-reason', 'x-last-death-exchange', 'x-last-death-queue', 'x-last-death-reason'];

function republish(channel: ConfirmChannel, workQueue: string, message: GetMessage): Promise<void> {
  const headers = { ...(message.properties.headers ?? {}) };
  // Sent straight to the queue, the routing key becomes the queue's name; consumers then read
  // the event name from `type`, which the original routing key fills in when it was unset.
  const type = message.properties.type ?? originalRoutingKey(headers);
  for (const name of RETRY_HEADERS) delete headers[name];
  return new Promise((resolve, reject) =>
    channel.sendToQueue(workQueue, message.content, { ...message.properties, type, headers, persistent: true }, (error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    ),
  );
}

function originalRoutingKey(headers: Record<string, unknown>): string | undefined {
  const deaths = headers['x-death'];
  if (!Array.isArray(deaths) || deaths.length === 0) return undefined;
  const keys = (deaths[deaths.length - 1] as { 'routing-keys'?: unknown })['routing-keys'];
  return Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : undefined;
}
