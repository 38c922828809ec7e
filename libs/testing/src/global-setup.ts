import { BrokerVhost } from './broker-vhost';
import { createTestDatabase, databaseUrlFor } from './test-database';

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
  // The run shares two cores between two test files' stacks, ffmpeg and Chromium: an answer that
  // takes over the product's 5 s there measures the machine's load, not the service. Tests of the
  // timeout itself pass their own (`timeoutMs`, or RPC_TIMEOUT_MS in the stack they start).
  process.env.RPC_TIMEOUT_MS ??= String(TEST_RPC_TIMEOUT_MS);
}

const TEST_RPC_TIMEOUT_MS = 15_000;
