import { dataSourceOptions, openServiceDataSource } from '@reelmix/db';
import { createObjectStorage } from '@reelmix/storage';
import { startS3TestServer } from '@reelmix/testing';
import { DataSource } from 'typeorm';
import { MESSAGING_ENTITIES, MESSAGING_MIGRATIONS } from '../src';
import { AmqpConnection } from '../src/amqp-connection';
import { AMQP_URL } from './fixtures/broker';

/**
 * The TLS settings (docs/security.md, Connections to the broker, the database and storage) reach
 * the clients: each is pointed at this machine's servers, which speak no TLS, so a client that
 * honours the setting fails in its TLS handshake, where one that ignored it would connect.
 */
describe('TLS settings reach every client', () => {
  /** A TLS client's failure against a plain server: its handshake meets bytes that are no TLS record. */
  const TLS_FAILURE = /wrong version number|packet length too long|EPROTO|SSL|TLS|socket disconnected before secure/i;

  it('an amqps:// AMQP_URL makes the broker connection TLS', async () => {
    const url = new URL(AMQP_URL);
    url.protocol = 'amqps:';
    const connection = new AmqpConnection({ url: url.toString(), name: 'tls-test', initialRetries: 0 });
    const failure = await connection.connect().then(
      () => 'connected',
      (error: Error) => error.message,
    );
    await connection.close();
    expect(failure).toMatch(TLS_FAILURE);
  });

  describe('sslmode in DATABASE_URL', () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.searchParams.set('sslmode', 'verify-full');
    const options = { url: url.toString(), schema: 'tls_test', entities: MESSAGING_ENTITIES, migrations: MESSAGING_MIGRATIONS };

    it("reaches the services' connection pool", async () => {
      const failure = await new DataSource(dataSourceOptions(options)).initialize().then(
        async (dataSource) => {
          await dataSource.destroy();
          return 'connected';
        },
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/does not support SSL/);
    });

    it('reaches the connection that prepares the schema at start', async () => {
      const failure = await openServiceDataSource(options).then(
        async (dataSource) => {
          await dataSource.destroy();
          return 'connected';
        },
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/does not support SSL/);
    });
  });

  it('S3_USE_SSL makes object storage use https', async () => {
    const s3 = await startS3TestServer();
    try {
      const storage = createObjectStorage({
        s3Endpoint: s3.host,
        s3Port: s3.port,
        s3UseSsl: true,
        s3AccessKey: s3.accessKey,
        s3SecretKey: s3.secretKey,
        s3Bucket: 'tls-test',
        s3Region: 'us-east-1',
        storageDir: '',
      });
      const failure = await storage.ensureReady().then(
        () => 'connected',
        (error: Error) => `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`,
      );
      expect(failure).toMatch(TLS_FAILURE);
    } finally {
      await s3.close();
    }
  });
});
