import { Events, type NormaliseRequestedV1 } from '@reelmix/contracts';
import { uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { AmqpConnection } from '../src/amqp-connection';
import { EventPublisher } from '../src/event-publisher';
import { TaskConsumer, type TaskConsumerOptions } from '../src/task-queue/task-consumer';
import { AMQP_URL, BrokerProbe } from './fixtures/broker';

const task = (jobId: string): NormaliseRequestedV1 => ({
  taskId: randomUUID(),
  jobId,
  sourceKey: 'sources/u/up/intro/x',
  segmentKey: 'work/j/9x16/intro-1',
  placement: '9:16',
  section: 'intro',
  position: 1,
  clipName: 'clip.mp4',
});

describe('render tasks on a priority queue', () => {
  const queues: string[] = [];
  let connection: AmqpConnection;
  let publisher: EventPublisher;
  const consumers: TaskConsumer[] = [];

  beforeAll(async () => {
    connection = new AmqpConnection({ url: AMQP_URL, name: 'task-test' });
    await connection.connect();
    publisher = new EventPublisher(connection);
    await publisher.whenReady();
  });

  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((consumer) => consumer.stop(1000)));
  });

  afterAll(async () => {
    const probe = await BrokerProbe.open();
    for (const queue of queues) {
      await probe.channel.deleteQueue(queue).catch(() => undefined);
      await probe.channel.deleteQueue(`${queue}.dlq`).catch(() => undefined);
    }
    await probe.close();
    await connection.close();
  });

  // The queue only exists once a consumer declared it; tasks then wait in it, by priority.
  async function consumerFor(queue: string, onGiveUp: TaskConsumerOptions['onGiveUp'] = async () => undefined, more: Partial<TaskConsumerOptions> = {}) {
    queues.push(queue);
    const consumer = new TaskConsumer(connection, { queue, prefetch: 1, maxPriority: 2, maxAttempts: 2, onGiveUp, ...more });
    return consumer;
  }

  it('hands out Pro (priority 2) work before free work that was queued earlier', async () => {
    const jobId = randomUUID();
    const queue = uniqueName('tasks');
    const seen: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = await consumerFor(queue);
    first.on(Events.NormaliseRequested, async (payload) => {
      if (payload.jobId !== jobId) return;
      seen.push(payload.clipName);
      await gate;
    });
    consumers.push(first);
    await first.start();
    // The first task occupies the only slot; the rest queue up behind it.
    await publisher.publish(Events.NormaliseRequested, { ...task(jobId), clipName: 'blocker' }, { priority: 1 });
    await waitFor(() => seen.length === 1, { what: 'the blocker to start' });
    for (const name of ['free-1', 'free-2']) await publisher.publish(Events.NormaliseRequested, { ...task(jobId), clipName: name }, { priority: 1 });
    for (const name of ['pro-1', 'pro-2']) await publisher.publish(Events.NormaliseRequested, { ...task(jobId), clipName: name }, { priority: 2 });
    release();
    await waitFor(() => seen.length === 5, { what: 'every task' });
    expect(seen).toEqual(['blocker', 'pro-1', 'pro-2', 'free-1', 'free-2']);
  });

  it('retries a task whose handler throws, and gives it up after the attempt limit', async () => {
    const jobId = randomUUID();
    const queue = uniqueName('tasks');
    const attempts: number[] = [];
    const givenUp: string[] = [];
    const consumer = await consumerFor(queue, async (_name: string, payload: unknown) => {
      givenUp.push((payload as NormaliseRequestedV1).clipName);
    });
    consumer.on(Events.NormaliseRequested, async (payload, { attempt }) => {
      if (payload.jobId !== jobId) return;
      attempts.push(attempt);
      throw new Error('ffmpeg exited with code 1');
    });
    consumers.push(consumer);
    await consumer.start();
    await publisher.publish(Events.NormaliseRequested, { ...task(jobId), clipName: 'doomed' });
    await waitFor(() => givenUp.length === 1, { what: 'the task to be given up', timeoutMs: 15000 });
    expect(attempts).toEqual([1, 2]);
    expect(givenUp).toEqual(['doomed']);
  });

  it('holds a task while a dependency refuses connections, without counting attempts, and runs it once it answers', async () => {
    const jobId = randomUUID();
    const queue = uniqueName('tasks');
    let storageUp = false;
    const runs: number[] = [];
    const givenUp: string[] = [];
    const done: string[] = [];
    const consumer = await consumerFor(queue, async (_name: string, payload: unknown) => void givenUp.push((payload as NormaliseRequestedV1).clipName), {
      dependenciesAnswer: async () => storageUp,
      outageBackoff: { initialMs: 50, maxMs: 100 },
    });
    consumer.on(Events.NormaliseRequested, async (payload, { attempt }) => {
      if (payload.jobId !== jobId) return;
      runs.push(attempt);
      if (!storageUp) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
      done.push(payload.clipName);
    });
    consumers.push(consumer);
    await consumer.start();
    await publisher.publish(Events.NormaliseRequested, { ...task(jobId), clipName: 'patient' });
    await waitFor(() => runs.length === 1, { what: 'the first run' });
    // Far longer than two attempts' worth of retries: the task is held, not given up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(givenUp).toEqual([]);
    expect(runs).toEqual([1]);
    storageUp = true;
    await waitFor(() => done.length === 1, { what: 'the task to run once storage answers', timeoutMs: 15000 });
    expect(runs).toEqual([1, 1]);
    expect(givenUp).toEqual([]);
  });
});
