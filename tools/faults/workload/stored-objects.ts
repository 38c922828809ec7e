import { createObjectStorage, type ObjectStorage, outputKey } from '@reelmix/storage';
import type { FaultStack } from '../fault-stack';

const storages = new WeakMap<FaultStack, ObjectStorage>();

/** The stack's bucket as the suite reads it: straight to the S3 server, never through the fault proxy. */
function storageOf(stack: FaultStack): ObjectStorage {
  let storage = storages.get(stack);
  if (!storage) {
    storage = createObjectStorage({
      s3Endpoint: stack.s3.host,
      s3Port: stack.s3.port,
      s3UseSsl: false,
      s3AccessKey: stack.s3.accessKey,
      s3SecretKey: stack.s3.secretKey,
      s3Bucket: stack.bucket,
      s3Region: '',
      storageDir: '',
    });
    storages.set(stack, storage);
  }
  return storage;
}

/** The videos stored under a job's output prefix (thumbnails and the like not counted). */
export async function countOutputObjects(stack: FaultStack, userId: string, jobId: string): Promise<{ videos: number }> {
  const prefix = outputKey(userId, jobId, 'x').slice(0, -1);
  let videos = 0;
  for await (const object of storageOf(stack).list(prefix)) if (object.key.endsWith('.mp4')) videos += 1;
  return { videos };
}
