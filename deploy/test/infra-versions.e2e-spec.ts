import { connect } from 'amqplib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { checkCompose } from './lib/compose-check';
import { ROOT } from './lib/render-overlay';

/*
 * docker-compose.yml runs the PostgreSQL and RabbitMQ release series the tests run against, so what
 * the tests prove holds for the compose stack too. The test servers' versions are read from the
 * servers themselves, at test time: a machine with other packages fails here rather than drifting.
 */

const { compose } = checkCompose(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'));
const imageTag = (service: string) => /:([^:/]+)$/.exec(compose?.services[service]?.image ?? '')?.[1] ?? '';

// PostgreSQL's major is its first number since 10; RabbitMQ's release series is major.minor.
const postgresMajor = (version: string) => /^(\d+)/.exec(version)?.[1];
const rabbitmqSeries = (version: string) => /^(\d+\.\d+)/.exec(version)?.[1];

describe('the infrastructure docker-compose.yml pins, against the servers the tests use', () => {
  it('runs the PostgreSQL major the tests run against', async () => {
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
      const server = rows[0].server_version;
      expect({ server, compose: postgresMajor(imageTag('postgres')) }).toEqual({ server, compose: postgresMajor(server) });
    } finally {
      await client.end();
    }
  });

  it('runs the RabbitMQ release series the tests run against', async () => {
    const broker = await connect(process.env.AMQP_URL ?? 'amqp://guest:guest@localhost:5672');
    try {
      const server = String(broker.connection.serverProperties.version);
      expect({ server, compose: rabbitmqSeries(imageTag('rabbitmq')) }).toEqual({ server, compose: rabbitmqSeries(server) });
    } finally {
      await broker.close();
    }
  });
});
