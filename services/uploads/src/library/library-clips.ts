import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobClip, UploadSection } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { Clip } from './clip.entity';

/** Reading the `clips` table by owner: whatever is not the caller's reads as missing. */
@Injectable()
export class LibraryClips {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findOwned(userId: string, clipId: string): Promise<Clip | null> {
    return this.dataSource.manager.findOneBy(Clip, { id: clipId, userId });
  }
}

/** A library clip as a job takes it, in the section it is chosen for (any section, not only its first). */
export function jobClipOf(clip: Clip, section: UploadSection): JobClip {
  return {
    clipId: clip.id,
    section,
    objectKey: clip.objectKey,
    originalName: clip.originalName,
    durationSec: clip.durationSec,
    ...(clip.contentSha256 ? { contentSha256: clip.contentSha256 } : {}),
    ...(clip.width !== null ? { width: clip.width } : {}),
    ...(clip.height !== null ? { height: clip.height } : {}),
    ...(clip.posterKey ? { posterKey: clip.posterKey } : {}),
  };
}
