import type { Channel } from 'amqplib';
import { register } from 'prom-client';
import type { AmqpConnection } from '../amqp-connection';
import { deadLetterMessages, queueMessages } from './messaging-metrics';
import { QueueDepthSampler } from './queue-depth-sampler';

function fakeConnection(depths: Record<string, number>, connected = true) {
  const channel = {
    checkQueue: async (queue: string) => {
      if (!(queue in depths)) throw new Error(`NOT_FOUND - no queue '${queue}'`);
      return { queue, messageCount: depths[queue], consumerCount: 1 };
    },
  } as unknown as Channel;
  return {
    consumedQueues: new Set(['jobs.events', 'jobs.rpc', 'gone.events']),
    deadLetterQueues: new Set(['jobs.events.dlq']),
    isConnected: () => connected,
    withChannel: <T>(work: (channel: Channel) => Promise<T>) => work(channel),
  } as unknown as AmqpConnection;
}

const valueOf = async (gauge: typeof queueMessages, queue: string) => (await gauge.get()).values.find((value) => value.labels.queue === queue)?.value;

describe('QueueDepthSampler', () => {
  afterEach(() => register.resetMetrics());

  it('sets the ready messages of each consumed queue and each dead-letter queue, skipping one it cannot read', async () => {
    const sampler = new QueueDepthSampler(fakeConnection({ 'jobs.events': 4, 'jobs.rpc': 0, 'jobs.events.dlq': 2 }));
    await sampler.sample();
    expect(await valueOf(queueMessages, 'jobs.events')).toBe(4);
    expect(await valueOf(queueMessages, 'jobs.rpc')).toBe(0);
    expect(await valueOf(queueMessages, 'gone.events')).toBeUndefined();
    expect(await valueOf(deadLetterMessages, 'jobs.events.dlq')).toBe(2);
  });

  it('reads nothing while the broker is away', async () => {
    await new QueueDepthSampler(fakeConnection({ 'jobs.events': 4 }, false)).sample();
    expect(await valueOf(queueMessages, 'jobs.events')).toBeUndefined();
  });

  it('samples at start, then on an unref-ed timer until stopped', async () => {
    jest.useFakeTimers();
    try {
      const depths = { 'jobs.events': 1, 'jobs.rpc': 0, 'jobs.events.dlq': 0 };
      const sampler = new QueueDepthSampler(fakeConnection(depths), 1000);
      sampler.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(await valueOf(queueMessages, 'jobs.events')).toBe(1);
      depths['jobs.events'] = 7;
      await jest.advanceTimersByTimeAsync(1000);
      expect(await valueOf(queueMessages, 'jobs.events')).toBe(7);
      await sampler.stop();
      depths['jobs.events'] = 9;
      await jest.advanceTimersByTimeAsync(5000);
      expect(await valueOf(queueMessages, 'jobs.events')).toBe(7);
    } finally {
      jest.useRealTimers();
    }
  });
});
