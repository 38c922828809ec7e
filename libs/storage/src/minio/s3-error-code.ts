/** The S3 error code (`NoSuchKey`, `InvalidRange`, ...) minio-js puts on its errors, if any. */
export function s3ErrorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** `NoSuchKey` comes with an XML body; a bare 404 (HEAD has no body) is reported as `NotFound`. */
export function isMissingObject(err: unknown): boolean {
  const code = s3ErrorCode(err);
  return code === 'NoSuchKey' || code === 'NotFound';
}
