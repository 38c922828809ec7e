import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import type { BaseConfig } from './base.config';
import { SafeInProduction, unpublished } from './production-rules';
import { ToBoolean } from './to-boolean';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mixin pattern needs an open constructor type
type ConfigClass<T extends BaseConfig> = new (...args: any[]) => T;

/**
 * Adds the object-storage settings to a service's config class. A mixin, because services that
 * handle media may or may not also own a database.
 */
export function WithStorageSettings<T extends BaseConfig>(Base: ConfigClass<T>) {
  class StorageSettings extends (Base as ConfigClass<BaseConfig>) {
    /** Host of the S3 API, without scheme. Empty: objects are kept on local disk in STORAGE_DIR. */
    @IsOptional() @Matches(/^[A-Za-z0-9.-]*$/, { message: 'must be a host name without scheme or port' })
    S3_ENDPOINT: string = '';

    @IsOptional() @IsInt() @Min(1) @Max(65535)
    S3_PORT?: number;

    @ToBoolean()
    S3_USE_SSL: boolean = false;

    @IsString()
    S3_ACCESS_KEY: string = '';

    @IsString() @SafeInProduction(unpublished)
    S3_SECRET_KEY: string = '';

    @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a valid bucket name' })
    S3_BUCKET: string = 'reelmix-media';

    @IsString()
    S3_REGION: string = 'us-east-1';

    @IsString()
    STORAGE_DIR: string = '.data/storage';
  }
  return StorageSettings as unknown as ConfigClass<T & StorageSettings>;
}

export interface StorageSettings {
  S3_ENDPOINT: string;
  S3_PORT?: number;
  S3_USE_SSL: boolean;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  S3_BUCKET: string;
  S3_REGION: string;
  STORAGE_DIR: string;
}
