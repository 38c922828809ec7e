import { dropTestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (name) await dropTestDatabase(name);
}
