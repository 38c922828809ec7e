/** Storage settings, as `libs/config` reads them from `S3_*` and `STORAGE_DIR`. */
export interface StorageOptions {
  /** Host name of the S3 API (no scheme). Empty: objects live on local disk in `storageDir`. */
  s3Endpoint: string;
  s3Port?: number;
  s3UseSsl: boolean;
  s3AccessKey: string;
  s3SecretKey: string;
  s3Bucket: string;
  s3Region: string;
  storageDir: string;
}
