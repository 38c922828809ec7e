import { BrokerVhost } from './broker-vhost';
import { dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (name) await dropTestDatabase(name);
  const vhost = process.env.TEST_VHOST_NAME;
  if (vhost) BrokerVhost.named(vhost).delete();
}
