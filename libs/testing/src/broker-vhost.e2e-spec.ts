import { connect } from 'amqplib';
import type { BrokerVhost as BrokerVhostClass } from './broker-vhost';

/** Runs `work` with `env` set. */
function withEnv<T>(env: Record<string, string>, work: () => T): T {
  const before = { ...process.env };
  Object.assign(process.env, env);
  try {
    return work();
  } finally {
    process.env = before;
  }
}

/** broker-vhost.ts loaded afresh with `env` set, since it reads its addresses when loaded. */
function brokerVhostWith(env: Record<string, string>): typeof BrokerVhostClass {
  let loaded!: typeof BrokerVhostClass;
  withEnv(env, () =>
    jest.isolateModules(() => {
      loaded = (jest.requireActual('./broker-vhost') as { BrokerVhost: typeof BrokerVhostClass }).BrokerVhost;
    }),
  );
  return loaded;
}

/** Makes a vhost, declares a queue in it as the services would, drops it, and sees it gone. */
async function roundTrip(BrokerVhost: typeof BrokerVhostClass, env: Record<string, string> = {}): Promise<void> {
  const vhost = withEnv(env, () => BrokerVhost.create('reelmix_vhost_test'));
  const connection = await connect(vhost.url);
  const channel = await connection.createChannel();
  await channel.assertQueue('auth.rpc');
  await connection.close();
  withEnv(env, () => vhost.delete());
  await expect(connect(vhost.url)).rejects.toThrow();
}

describe('BrokerVhost', () => {
  it("makes a vhost the broker's account may use, and drops it, through the management API", async () => {
    // No rabbitmqctl on the PATH, so only the API can have done it.
    await roundTrip(brokerVhostWith({}), { PATH: '/nonexistent' });
  });

  it('does the same with rabbitmqctl where the management API does not answer', async () => {
    await roundTrip(brokerVhostWith({ RABBITMQ_MANAGEMENT_URL: 'http://127.0.0.1:9' }));
  });
});
