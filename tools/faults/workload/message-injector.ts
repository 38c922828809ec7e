import { CORRELATION_HEADER } from '@reelmix/logging';
import { deadLetterQueueFor, isRpcReply, openReplyQueue, parseJson, type RpcReply } from '@reelmix/messaging';
import { type ChannelModel, type ConfirmChannel, connect, type Message } from 'amqplib';
import { randomUUID } from 'node:crypto';
import { DeadLetterWatch } from './message-dead-letters';
import type { BadMessageKind, MessageTarget, Refusal } from './message-targets';

/** One bad message the round sent, and everything the product did with it. */
export interface InjectedMessage {
  id: string;
  queue: string;
  kind: BadMessageKind;
  refusal: Refusal;
  /** Confirmed by the broker and routed to its queue. */
  acknowledged: boolean;
  /** Why the broker did not take it, when it did not. */
  refused?: string;
  /** The broker's reason for each time it arrived in the dead-letter queue. */
  parkings: string[];
  /** Every reply to it (requests only); `undefined` stands for a reply that was not an RPC reply. */
  replies: Array<RpcReply | undefined>;
}

/**
 * The round's own connection to the broker (direct, not through the fault proxy): publishes bad
 * messages with publisher confirms, and collects what becomes of them, parkings in the
 * dead-letter queues and replies on a reply queue of its own.
 */
export class MessageInjector {
  private readonly sent = new Map<string, InjectedMessage>();
  private readonly returned = new Set<string>();
  private watch?: DeadLetterWatch;

  private constructor(
    private readonly model: ChannelModel,
    private readonly channel: ConfirmChannel,
    private readonly replyQueue: string,
  ) {}

  static async open(amqpUrl: string): Promise<MessageInjector> {
    const model = await connect(amqpUrl);
    // The suite's connection is direct and stable; an error on it ends the round through the calls that fail.
    model.on('error', () => undefined);
    const channel = await model.createConfirmChannel();
    // A reply queue as an RPC client has one: services answer only reply queues, through the reply exchange.
    const queue = await openReplyQueue(channel, 'fault-injector');
    const injector = new MessageInjector(model, channel, queue);
    // A `mandatory` message no queue took comes back before its confirm, so it is known unrouted by then.
    channel.on('return', (message: Message) => injector.returned.add(String(message.properties.messageId)));
    await channel.consume(queue, (message) => message && injector.reply(message), { noAck: true });
    return injector;
  }

  /** The queues that exist now. */
  async existing(queues: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const queue of queues) if ((await this.readyIn(queue)) !== undefined) found.add(queue);
    return found;
  }

  /**
   * Messages waiting in a queue for a consumer (those delivered and not yet settled are not
   * counted); undefined when the queue does not exist. Checked on a channel of its own, since
   * the broker closes the channel that asks about a missing queue.
   */
  async readyIn(queue: string): Promise<number | undefined> {
    const probe = await this.model.createChannel();
    probe.on('error', () => undefined);
    const checked = await probe.checkQueue(queue).then(
      (answer) => answer.messageCount,
      () => undefined,
    );
    if (checked !== undefined) await probe.close().catch(() => undefined);
    return checked;
  }

  /** Starts taking the round's messages out of the dead-letter queues of `workQueues`. */
  async watchDeadLetters(workQueues: string[]): Promise<void> {
    this.watch = await DeadLetterWatch.start(
      this.model,
      workQueues.map(deadLetterQueueFor),
      (id) => this.sent.has(id),
      (id, reason) => this.sent.get(id)?.parkings.push(reason),
    );
  }

  /** Publishes one bad message straight to the target's queue and waits for the broker's confirm. */
  async inject(target: MessageTarget, kind: BadMessageKind, body: Buffer): Promise<InjectedMessage> {
    const id = `fault-${kind}-${randomUUID()}`;
    const message: InjectedMessage = { id, queue: target.queue, kind, refusal: target.refusal, acknowledged: false, parkings: [], replies: [] };
    this.sent.set(id, message);
    const request = target.refusal === 'error reply' ? { replyTo: this.replyQueue, correlationId: id } : {};
    const confirmed = await new Promise<string | undefined>((resolve) =>
      this.channel.sendToQueue(
        target.queue,
        body,
        {
          messageId: id,
          type: target.type,
          contentType: 'application/json',
          persistent: true,
          mandatory: true,
          headers: { [CORRELATION_HEADER]: id },
          ...request,
        },
        (error: unknown) => resolve(error ? `nacked: ${String(error)}` : undefined),
      ),
    ).catch((error: unknown) => `not sent: ${String(error)}`);
    message.refused = confirmed ?? (this.returned.has(id) ? 'returned: no queue took it' : undefined);
    message.acknowledged = message.refused === undefined;
    return message;
  }

  messages(): InjectedMessage[] {
    return [...this.sent.values()];
  }

  /** Every acknowledged message has been parked or answered at least once. */
  allRefused(): boolean {
    return this.messages().every((message) => !message.acknowledged || message.parkings.length > 0 || message.replies.length > 0);
  }

  async close(): Promise<void> {
    await this.watch?.stop();
    await this.model.close().catch(() => undefined);
  }

  private reply(message: Message): void {
    const parsed = parseJson(message.content);
    const reply = parsed.ok && isRpcReply(parsed.value) ? parsed.value : undefined;
    this.sent.get(String(message.properties.correlationId))?.replies.push(reply);
  }
}
