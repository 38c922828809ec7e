import { Logger } from '@nestjs/common';
import { Channel, ChannelModel, connect, RecoveringChannelModel } from 'amqplib';
import { brokerUnavailable } from './broker-unavailable.error';

export type ConnectHook = (model: ChannelModel) => Promise<void>;

export interface AmqpConnectionOptions {
  url: string;
  /** Shown in the broker's management UI next to the connection. */
  name: string;
  /** Attempts before the first connection gives up, so a start against no broker fails fast. */
  initialRetries?: number;
  /** The longest wait between reconnection attempts once connected; attempts never stop. */
  reconnectMaxMs?: number;
}

/**
 * The process's one connection to RabbitMQ. It reconnects with backoff after a broker restart and
 * runs every registered hook again on the new connection, which is how channels, topology and
 * consumers come back without each user of the connection handling recovery itself.
 */
export class AmqpConnection {
  private readonly logger = new Logger(AmqpConnection.name);
  private readonly hooks: ConnectHook[] = [];
  /** The dead-letter queues this process's consumers declared: what `countDeadLetters` reports. */
  readonly deadLetterQueues = new Set<string>();
  /** The queues this process's consumers take messages from: what the queue-depth gauge reports. */
  readonly consumedQueues = new Set<string>();
  private recovering?: RecoveringChannelModel;
  private live?: ChannelModel;

  constructor(private readonly options: AmqpConnectionOptions) {}

  /** The connection's name, which is also the service (or tool) it belongs to. */
  get name(): string {
    return this.options.name;
  }

  async connect(): Promise<void> {
    const recovering = await connect(this.options.url, {
      clientProperties: { connection_name: this.options.name },
      // Without it every small frame (an RPC request, its reply, an ack) waits for Nagle's
      // algorithm to meet the peer's delayed ACK: about 40 ms per request/reply round trip.
      noDelay: true,
      recovery: {
        initialDelay: 200,
        maxDelay: this.options.reconnectMaxMs ?? 5000,
        initialMaxRetries: this.options.initialRetries ?? 5,
        setup: async (model: ChannelModel) => {
          for (const hook of this.hooks) await hook(model);
          this.live = model;
        },
      },
    });
    recovering.on('disconnect', (error: Error) => {
      this.live = undefined;
      this.logger.warn(`Broker connection lost: ${error.message}; reconnecting`);
    });
    recovering.on('connect', () => this.logger.log('Connected to the broker'));
    recovering.on('error', (error: Error) => this.logger.warn(`Broker connection error: ${error.message}`));
    this.recovering = recovering;
  }

  /** Registers work to run on every (re)connection; runs it at once when already connected. */
  async onConnect(hook: ConnectHook): Promise<void> {
    this.hooks.push(hook);
    if (this.live) await hook(this.live);
  }

  isConnected(): boolean {
    return this.live !== undefined;
  }

  /**
   * Runs `work` on a channel of its own, closed afterwards, for one-off questions to the broker
   * (queue depths). Fails with "unavailable" while disconnected.
   */
  async withChannel<T>(work: (channel: Channel) => Promise<T>): Promise<T> {
    const live = this.live;
    if (!live) throw brokerUnavailable();
    const channel = await live.createChannel();
    // A failed passive declare closes the channel with an error event; it is answered by `work`.
    channel.on('error', () => undefined);
    try {
      return await work(channel);
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const recovering = this.recovering;
    this.recovering = undefined;
    this.live = undefined;
    if (recovering) await recovering.close().catch(() => undefined);
  }
}
