import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * The MD5 of a file, hex, as TikTok's upload endpoints take it (`video_signature`,
 * `image_signature`) to check the bytes arrived whole. Read as a stream, so a large render is
 * never in memory twice.
 */
export async function fileMd5(filePath: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
