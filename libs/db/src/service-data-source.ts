import { Client } from 'pg';
import { DataSource, DataSourceOptions, MixedList, EntitySchema } from 'typeorm';

export interface ServiceDatabaseOptions {
  url: string;
  /** The service's own Postgres schema: its tables, its migrations table, nothing else. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

export function dataSourceOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    extra: { max: options.poolSize ?? 10, application_name: options.schema },
  };
}

/** Creates the schema on first start; TypeORM needs it before it can write its migrations table. */
async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

/**
 * Opens the service's data source and brings its schema up to date. Replicas starting together
 * take a transaction-wide advisory lock per schema, so exactly one runs the migrations and the
 * others find them done.
 */
export async function openServiceDataSource(options: ServiceDatabaseOptions): Promise<DataSource> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  await ensureSchema(options.url, options.schema);
  const dataSource = await new DataSource(dataSourceOptions(options)).initialize();
  try {
    await runMigrationsLocked(dataSource, options.schema);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

async function runMigrationsLocked(dataSource: DataSource, schema: string): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`reelmix.migrations.${schema}`]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`reelmix.migrations.${schema}`]).catch(() => undefined);
    await runner.release();
  }
}
