import {
  Module,
  type DynamicModule,
  type InjectionToken,
  type ModuleMetadata,
  type OptionalFactoryDependency,
} from '@nestjs/common';
import { createObjectStorage } from './create-object-storage';
import type { ObjectStorage } from './object-storage';
import { OBJECT_STORAGE } from './object-storage.token';
import type { StorageOptions } from './storage-options';

export interface StorageModuleAsyncOptions {
  imports?: ModuleMetadata['imports'];
  // `never[]` lets a factory name its own parameter types (`(config: AppConfig) => ...`).
  useFactory: (...args: never[]) => StorageOptions | Promise<StorageOptions>;
  inject?: Array<InjectionToken | OptionalFactoryDependency>;
}

/**
 * Builds the storage and waits for `ensureReady`, so a service with a wrong endpoint, bad
 * credentials or an unwritable directory stops at start-up instead of failing its first upload.
 */
async function readyStorage(options: StorageOptions): Promise<ObjectStorage> {
  const storage = createObjectStorage(options);
  await storage.ensureReady();
  return storage;
}

/** Provides `OBJECT_STORAGE`: `StorageModule.forRoot(options)` or `forRootAsync({ useFactory, inject })`. */
@Module({})
export class StorageModule {
  static forRoot(options: StorageOptions): DynamicModule {
    return {
      module: StorageModule,
      providers: [{ provide: OBJECT_STORAGE, useFactory: () => readyStorage(options) }],
      exports: [OBJECT_STORAGE],
    };
  }

  static forRootAsync(options: StorageModuleAsyncOptions): DynamicModule {
    return {
      module: StorageModule,
      imports: options.imports ?? [],
      providers: [
        {
          provide: OBJECT_STORAGE,
          useFactory: async (...deps: unknown[]) =>
            readyStorage(await options.useFactory(...(deps as never[]))),
          inject: options.inject ?? [],
        },
      ],
      exports: [OBJECT_STORAGE],
    };
  }
}
