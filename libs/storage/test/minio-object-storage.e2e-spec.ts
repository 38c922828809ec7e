import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createObjectStorage } from '../src/create-object-storage';
import { MinioObjectStorage } from '../src/minio/minio-object-storage';
import { objectStorageBehaviour } from './object-storage.behaviour';
import { startS3TestServer, type S3TestServer } from '@reelmix/testing';
import { failingStream, patternStream, readAll } from './stream-fixtures';

describe('MinioObjectStorage against an S3 server', () => {
  let server: S3TestServer;
  let spoolDir: string;

  /** Each store gets its own bucket, so tests cannot see each other's objects. */
  const storageOn = (bucket = `reelmix-test-${randomBytes(6).toString('hex')}`) =>
    new MinioObjectStorage({
      endPoint: server.host,
      port: server.port,
      useSSL: false,
      accessKey: server.accessKey,
      secretKey: server.secretKey,
      region: 'us-east-1',
      bucket,
      spoolDir,
    });

  beforeAll(async () => {
    server = await startS3TestServer();
    spoolDir = await mkdtemp(join(tmpdir(), 'reelmix-spool-'));
  });

  afterAll(async () => {
    await server?.close();
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
  });

  objectStorageBehaviour(async () => storageOn());

  it('removes its spool files after successful and failed uploads', async () => {
    const storage = storageOn();
    await storage.ensureReady();

    await storage.put('sources/u1/up1/intro/a', patternStream(3 * 1024 * 1024), { size: 3 * 1024 * 1024 });
    await expect(storage.put('sources/u1/up1/intro/b', failingStream(1000, new Error('gone')))).rejects.toThrow('gone');
    await expect(storage.put('sources/u1/up1/intro/c', patternStream(10), { size: 20 })).rejects.toThrow();

    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('is what createObjectStorage builds when an S3 endpoint is configured', async () => {
    const bucket = `reelmix-test-${randomBytes(6).toString('hex')}`;
    const storage = createObjectStorage({
      s3Endpoint: server.host,
      s3Port: server.port,
      s3UseSsl: false,
      s3AccessKey: server.accessKey,
      s3SecretKey: server.secretKey,
      s3Bucket: bucket,
      s3Region: 'us-east-1',
      storageDir: '/nonexistent/not-used',
    });
    await storage.ensureReady();
    await storage.put('outputs/u1/j1/f.txt', Buffer.from('via factory'));

    expect(storage).toBeInstanceOf(MinioObjectStorage);
    expect((await readAll(await storageOn(bucket).get('outputs/u1/j1/f.txt'))).toString()).toBe('via factory');
  });
});
