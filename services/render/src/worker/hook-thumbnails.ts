import { Injectable } from '@nestjs/common';
import { segmentThumbnail } from '@reelmix/media';

/** A job's outputs share a handful of hooks: enough kept to make each hook's thumbnail once per worker. */
const KEPT_THUMBNAILS = 32;

/**
 * Thumbnails of hook segments by segment key, the latest used kept (about 150 KB each). Every
 * output opening with the same hook in the same placement gets the same picture, so a worker
 * takes it from the segment once and stores a copy beside each output.
 */
@Injectable()
export class HookThumbnails {
  private readonly kept = new Map<string, Promise<Buffer>>();

  thumbnailOf(hookSegmentKey: string, hookSegmentPath: string, hookDurationSec: number): Promise<Buffer> {
    const known = this.kept.get(hookSegmentKey);
    if (known) {
      this.kept.delete(hookSegmentKey);
      this.kept.set(hookSegmentKey, known);
      return known;
    }
    const made = segmentThumbnail(hookSegmentPath, hookDurationSec);
    // A failed attempt is not kept: the next output of the hook tries again.
    made.catch(() => this.kept.delete(hookSegmentKey));
    this.kept.set(hookSegmentKey, made);
    if (this.kept.size > KEPT_THUMBNAILS) this.kept.delete(this.kept.keys().next().value as string);
    return made;
  }
}
