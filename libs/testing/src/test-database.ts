import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the tests run against; each run gets its own database on it. */
export const TEST_SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@localhost:5432/postgres';

export function databaseUrlFor(database: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<string> {
  const name = `reelmix_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE "${name}"`));
  return name;
}

export async function dropTestDatabase(name: string): Promise<void> {
  // WITH (FORCE) ends connections a crashed test left open, so the drop never hangs the run.
  await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
