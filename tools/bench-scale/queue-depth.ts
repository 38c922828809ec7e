import { type Channel, type ChannelModel, connect } from 'amqplib';

/** services/render/src/worker/render-worker.ts; not imported, as that would load the whole render module. */
const RENDER_TASK_QUEUE = 'render.tasks';

/**
 * The render queue seen from the broker: its consumers, and its ready messages sampled every
 * second over a round. A passive check over AMQP, so it needs no management plugin and never
 * declares or changes the queue.
 */
export class RenderQueue {
  private constructor(
    private readonly model: ChannelModel,
    private readonly channel: Channel,
  ) {}

  static async open(amqpUrl: string): Promise<RenderQueue> {
    const model = await connect(amqpUrl);
    return new RenderQueue(model, await model.createChannel());
  }

  async check(): Promise<{ ready: number; consumers: number }> {
    const { messageCount, consumerCount } = await this.channel.checkQueue(RENDER_TASK_QUEUE);
    return { ready: messageCount, consumers: consumerCount };
  }

  /** Samples the ready count every second until the returned stop is called; stop answers the samples. */
  sampleDepth(): () => Promise<number[]> {
    const samples: number[] = [];
    let running = true;
    const loop = (async () => {
      while (running) {
        const asked = Date.now();
        samples.push((await this.check()).ready);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - asked))));
      }
    })();
    return async () => {
      running = false;
      await loop;
      return samples;
    };
  }

  async close(): Promise<void> {
    await this.model.close();
  }
}
