import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskObjectStorage } from './local-disk/local-disk-object-storage';
import type { ObjectStorage } from './object-storage';
import { OBJECT_STORAGE } from './object-storage.token';
import type { StorageOptions } from './storage-options';
import { StorageModule } from './storage.module';

const SETTINGS = Symbol('SETTINGS');

function localOptions(storageDir: string): StorageOptions {
  return {
    s3Endpoint: '',
    s3UseSsl: false,
    s3AccessKey: '',
    s3SecretKey: '',
    s3Bucket: '',
    s3Region: '',
    storageDir,
  };
}

describe('StorageModule', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reelmix-storage-module-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function resolveStorage(module: object): Promise<ObjectStorage> {
    const app = await NestFactory.createApplicationContext(module as never, { logger: false });
    try {
      return app.get<ObjectStorage>(OBJECT_STORAGE);
    } finally {
      await app.close();
    }
  }

  it('forRoot provides a ready local-disk storage when no S3 endpoint is set', async () => {
    const storageDir = join(dir, 'objects');
    const storage = await resolveStorage(StorageModule.forRoot(localOptions(storageDir)));

    expect(storage).toBeInstanceOf(LocalDiskObjectStorage);
    expect((await stat(storageDir)).isDirectory()).toBe(true);
  });

  it('forRootAsync builds the options from injected providers', async () => {
    @Module({ providers: [{ provide: SETTINGS, useValue: { dir: join(dir, 'from-config') } }], exports: [SETTINGS] })
    class SettingsModule {}

    const storage = await resolveStorage(
      StorageModule.forRootAsync({
        imports: [SettingsModule],
        inject: [SETTINGS],
        useFactory: (settings: { dir: string }) => localOptions(settings.dir),
      }),
    );

    expect(storage).toBeInstanceOf(LocalDiskObjectStorage);
    expect((await stat(join(dir, 'from-config'))).isDirectory()).toBe(true);
  });
});
