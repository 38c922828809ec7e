import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@reelmix/config';
import { type EventMap, type EventName, INTERNAL_CALLER_HEADERS } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { type Clock, startBrokerTransport } from '@reelmix/service-host';
import { bootWithClock, BrokerVhost, createTestDatabase, databaseUrlFor, dropTestDatabase, waitFor, testRpcTimeout } from '@reelmix/testing';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { UploadsConfig } from '../../src/uploads.config';
import { UploadsModule } from '../../src/uploads.module';

export const INTERNAL_TOKEN = 'uploads-test-internal-token-0123456789';

/**
 * The uploads service as `runService` starts it, broker transport and HTTP port included, on a
 * broker vhost, a database and a storage directory of its own.
 */
export class UploadsTestApp {
  private constructor(
    readonly app: INestApplication,
    readonly url: string,
    readonly vhost: BrokerVhost,
    private readonly database: string,
    private readonly dirs: string[],
    /** Where uploads keep their parts while they are checked (UPLOAD_TMP_DIR). */
    readonly tmpDir: string,
  ) {}

  /** With `clock`, the service reads time from it (quota windows pass without waiting). */
  static async start(settings: Record<string, string> = {}, clock?: Clock): Promise<UploadsTestApp> {
    const vhost = BrokerVhost.create('reelmix_uploads');
    const database = await createTestDatabase();
    const storageDir = mkdtempSync(join(tmpdir(), 'uploads-storage-'));
    const uploadTmpDir = mkdtempSync(join(tmpdir(), 'uploads-tmp-'));
    const config = loadConfig(UploadsConfig, {
      ...testRpcTimeout(),
      DATABASE_URL: databaseUrlFor(database),
      AMQP_URL: vhost.url,
      STORAGE_DIR: storageDir,
      UPLOAD_TMP_DIR: uploadTmpDir,
      INTERNAL_TOKEN,
      LOG_LEVEL: 'warn',
      ...settings,
    });
    const app = clock
      ? await bootWithClock(UploadsModule.register(config), clock)
      : await NestFactory.create(UploadsModule.register(config), { logger: ['error'] });
    await startBrokerTransport(app, 'uploads', config);
    await app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
    return new UploadsTestApp(app, url, vhost, database, [storageDir, uploadTmpDir], uploadTmpDir);
  }

  async close(): Promise<void> {
    await this.app.close();
    this.vhost.delete();
    await dropTestDatabase(this.database);
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }

  get db(): DataSource {
    return this.app.get(DataSource);
  }

  /** Publishes an event and waits until uploads has handled it (its inbox entry committed). */
  async deliver<K extends EventName>(name: K, payload: EventMap[K]): Promise<void> {
    const messageId = await this.app.get(EventPublisher).publish(name, payload);
    await waitFor(
      async () => (await this.db.query(`SELECT 1 FROM "uploads"."inbox" WHERE "message_id" = $1`, [messageId])).length === 1,
      { what: `${name} ${messageId} to be handled` },
    );
  }

  /** An upload as the gateway hands it over: one real clip per section, the caller in headers. */
  async upload(userId: string, clip: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
    const form = new FormData();
    for (const section of ['intro', 'body', 'cta']) form.append(section, new Blob([clip]), `${section}.mp4`);
    const response = await fetch(`${this.url}/internal/uploads`, {
      method: 'POST',
      headers: { 'x-internal-token': INTERNAL_TOKEN, 'x-user-id': userId, [INTERNAL_CALLER_HEADERS.plan]: 'free' },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
}

/** A one-second real video, made once per test file. */
export function makeClip(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'uploads-clip-'));
  try {
    const path = join(dir, 'clip.mp4');
    execFileSync('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30:duration=1',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', path,
    ]);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
