import { Inject, Injectable } from '@nestjs/common';
import { bundleFileName, type JobArchive, type OutputLocation } from '@reelmix/contracts';
import { OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import archiver from 'archiver';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { resolveRange } from './byte-range';

/** Streams finished files from storage to the owner: one video (seekable) or the whole job as a zip. */
@Injectable()
export class VideoDeliveryService {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async sendVideo(output: OutputLocation, rangeHeader: string | undefined, response: Response): Promise<void> {
    const range = resolveRange(rangeHeader, output.sizeBytes);
    response.setHeader('Accept-Ranges', 'bytes');
    response.setHeader('Content-Type', 'video/mp4');
    response.setHeader('Content-Disposition', `inline; filename="${output.fileName}"`);
    response.setHeader('Cache-Control', 'private, max-age=3600');
    if (range.kind === 'unsatisfiable') {
      response.status(416).setHeader('Content-Range', `bytes */${output.sizeBytes}`).end();
      return;
    }
    if (range.kind === 'partial') {
      response.status(206);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${output.sizeBytes}`);
      response.setHeader('Content-Length', String(range.end - range.start + 1));
      await pipeline(await this.storage.getRange(output.objectKey, range.start, range.end), response);
      return;
    }
    response.setHeader('Content-Length', String(output.sizeBytes));
    await pipeline(await this.storage.get(output.objectKey), response);
  }

  /**
   * Laid out as jobs says (it decides the folders with the manifest). Stored, not deflated: mp4
   * does not compress, and storing keeps the zip streaming and cheap.
   */
  async sendArchive(archive: JobArchive, response: Response): Promise<void> {
    response.setHeader('Content-Type', 'application/zip');
    // Named after the job (contracts job-name): its characters are safe unquoted in the header too.
    response.setHeader('Content-Disposition', `attachment; filename="${bundleFileName(archive.job)}"`);
    const zip = archiver('zip', { store: true });
    const done = pipeline(zip, response);
    for (const output of archive.outputs) {
      zip.append(await this.storage.get(output.objectKey), { name: output.zipPath });
      // Outputs rendered before thumbnails were taken have none.
      if (await this.storage.stat(output.thumbnailKey)) zip.append(await this.storage.get(output.thumbnailKey), { name: output.thumbnailZipPath });
    }
    for (const text of archive.texts) zip.append(text.content, { name: text.zipPath });
    await zip.finalize();
    await done;
  }
}
