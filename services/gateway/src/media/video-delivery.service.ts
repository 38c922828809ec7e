import { Inject, Injectable } from '@nestjs/common';
import type { JobArchive, OutputLocation } from '@reelmix/contracts';
import { OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import archiver from 'archiver';
import { bundlePlaces, MANIFEST_FILES } from './bundle-layout';
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

  /** Stored, not deflated: mp4 does not compress, and storing keeps the zip streaming and cheap. */
  async sendArchive(archive: JobArchive, response: Response): Promise<void> {
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="reelmix-${archive.job.id}.zip"`);
    const zip = archiver('zip', { store: true });
    const done = pipeline(zip, response);
    const places = bundlePlaces(archive.outputs);
    for (const [index, output] of archive.outputs.entries()) {
      zip.append(await this.storage.get(output.objectKey), { name: places[index].video });
      // Outputs rendered before thumbnails were taken have none.
      if (await this.storage.stat(output.thumbnailKey)) zip.append(await this.storage.get(output.thumbnailKey), { name: places[index].thumbnail });
    }
    zip.append(archive.manifestCsv, { name: MANIFEST_FILES.csv });
    zip.append(archive.manifestJson, { name: MANIFEST_FILES.json });
    await zip.finalize();
    await done;
  }
}
