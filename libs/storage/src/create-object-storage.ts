import { LocalDiskObjectStorage } from './local-disk/local-disk-object-storage';
import { MinioObjectStorage } from './minio/minio-object-storage';
import type { ObjectStorage } from './object-storage';
import type { StorageOptions } from './storage-options';

/**
 * MinIO when an S3 endpoint is configured, else a directory: the product runs on one machine with
 * no object store installed, behind the same interface.
 */
export function createObjectStorage(options: StorageOptions): ObjectStorage {
  if (options.s3Endpoint.trim() !== '') {
    return new MinioObjectStorage({
      endPoint: options.s3Endpoint.trim(),
      port: options.s3Port,
      useSSL: options.s3UseSsl,
      accessKey: options.s3AccessKey,
      secretKey: options.s3SecretKey,
      region: options.s3Region || 'us-east-1',
      bucket: options.s3Bucket,
    });
  }
  if (options.storageDir.trim() === '') {
    throw new Error('Storage is not configured: set S3_ENDPOINT or STORAGE_DIR');
  }
  return new LocalDiskObjectStorage(options.storageDir);
}
