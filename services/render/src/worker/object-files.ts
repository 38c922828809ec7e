import { ObjectStorage } from '@reelmix/storage';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** Object storage to and from the task's working directory, streamed, never held in memory. */
export async function download(storage: ObjectStorage, key: string, path: string): Promise<void> {
  await pipeline(await storage.get(key), createWriteStream(path));
}

export async function upload(storage: ObjectStorage, key: string, path: string, contentType: string): Promise<number> {
  const { size } = await stat(path);
  await storage.put(key, createReadStream(path), { size, contentType });
  return size;
}
