export * from './object-storage';
export * from './object-storage.token';
export * from './storage.errors';
export * from './storage-options';
export * from './storage.module';
export * from './create-object-storage';
export * from './object-keys';
export { assertValidObjectKey, assertValidKeyPrefix, MAX_OBJECT_KEY_BYTES } from './object-key.validation';
export { LocalDiskObjectStorage } from './local-disk/local-disk-object-storage';
export {
  MinioObjectStorage,
  MAX_SINGLE_PUT_BYTES,
  type MinioObjectStorageOptions,
} from './minio/minio-object-storage';
export * from './signed-download-link';
