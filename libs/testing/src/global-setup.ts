import { BrokerVhost } from './broker-vhost';
import { createTestDatabase, databaseUrlFor } from './test-database';
import { TEST_RPC_TIMEOUT_MS } from './test-rpc-timeout';

/**
 * Creates this run's database and RabbitMQ vhost; workers inherit DATABASE_URL and AMQP_URL through
 * the environment. Tests that use the broker's default address then publish into this run's vhost,
 * never into the one a local `npm start` is consuming from.
 */
export default async function globalSetup(): Promise<void> {
  const name = await createTestDatabase();
  process.env.TEST_DATABASE_NAME = name;
  process.env.DATABASE_URL = databaseUrlFor(name);
  const vhost = BrokerVhost.create('reelmix_run');
  process.env.TEST_VHOST_NAME = vhost.name;
  process.env.AMQP_URL = vhost.url;
  // Stacks started as processes inherit it; those started in the test's own process read it through testRpcTimeout().
  process.env.RPC_TIMEOUT_MS ??= String(TEST_RPC_TIMEOUT_MS);
}
