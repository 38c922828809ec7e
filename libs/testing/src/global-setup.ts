import { createTestDatabase, databaseUrlFor } from './test-database';

/** Creates this run's database; workers inherit DATABASE_URL through the environment. */
export default async function globalSetup(): Promise<void> {
  const name = await createTestDatabase();
  process.env.TEST_DATABASE_NAME = name;
  process.env.DATABASE_URL = databaseUrlFor(name);
}
