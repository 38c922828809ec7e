import { segmentThumbnail } from '@reelmix/media';
import { type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface LocalOutputFiles {
  video: string;
  thumbnail: string;
}

/**
 * An output and its thumbnail copied from object storage into a private temp directory for the
 * upload (the platform's chunked upload reads the file by ranges), removed when `work` ends. An
 * output made before thumbnails were kept gets one taken from its hook, as the bundle's are.
 */
export async function withLocalOutput<T>(storage: ObjectStorage, objectKey: string, durationSec: number, work: (files: LocalOutputFiles) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'reelmix-publish-'));
  try {
    const video = join(dir, 'video.mp4');
    const thumbnail = join(dir, 'thumbnail.jpg');
    await pipeline(await storage.get(objectKey), createWriteStream(video));
    const thumbnailKey = outputThumbnailKey(objectKey);
    if (await storage.stat(thumbnailKey)) await pipeline(await storage.get(thumbnailKey), createWriteStream(thumbnail));
    else await writeFile(thumbnail, await segmentThumbnail(video, durationSec));
    return await work({ video, thumbnail });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
