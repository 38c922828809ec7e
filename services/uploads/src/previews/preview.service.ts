import { Inject, Injectable } from '@nestjs/common';
import { renderPreview, resolveFraming, TextRejectedError, withTempDir } from '@reelmix/media';
import { OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PreviewThrottle } from './preview-throttle';
import { type PreviewQuery } from './preview-query';
import { UploadsErrors } from '../uploads-errors';

/** A clip's poster through the render's framing filters: what the clip will look like in a placement. */
@Injectable()
export class PreviewService {
  private readonly throttle = new PreviewThrottle();

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async render(userId: string, query: PreviewQuery): Promise<Buffer> {
    return this.throttle.run(userId, () =>
      withTempDir('probe', async (dir) => {
        const path = join(dir, 'poster.jpg');
        await pipeline(await this.storage.get(query.posterKey), createWriteStream(path));
        const shape = { width: query.width, height: query.height, rotation: 0, sampleAspectRatio: 1 };
        const framing = resolveFraming(query.framing, shape, query.placement, { focus: query.focus });
        const poster = { path, width: query.width, height: query.height };
        return renderPreview({ poster, placement: query.placement, framing, width: query.size, ...(query.text ? { text: query.text } : {}) });
      }),
    ).catch((error: unknown) => {
      // A job's texts are laid out in every placement when its plan is saved, so this is a text from elsewhere: the caller's mistake, in the layout's words.
      if (error instanceof TextRejectedError) throw UploadsErrors.badPreviewRequest(error.reason);
      throw error;
    });
  }
}
