import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClipsRepository } from '../library/clips.repository';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import type { ChosenClip } from './clip-receiver';
import { UploadsRepository } from './uploads.repository';

@Injectable()
export class UploadRecords {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deletedUsers: DeletedUsersRepository,
    private readonly uploads: UploadsRepository,
    private readonly clips: ClipsRepository,
  ) {}

  /**
   * Records an upload the jobs service accepted: the clips it stored join the library, and every
   * clip of it (stored or chosen from the library) is used by the job. Refused (and the caller
   * removes the stored clips) when the account was deleted while the upload ran.
   */
  async save(uploadId: string, userId: string, jobId: string, clips: ChosenClip[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.deletedUsers.assertNotDeleted(manager, userId);
      await this.uploads.add(manager, { id: uploadId, userId, jobId });
      await this.clips.add(
        manager,
        clips
          .filter((chosen) => chosen.newBytes !== undefined)
          .map(({ clip, newBytes }) => ({
            id: clip.clipId,
            objectKey: clip.objectKey,
            uploadId,
            userId,
            section: clip.section,
            originalName: clip.originalName,
            sizeBytes: String(newBytes),
            durationSec: clip.durationSec,
            width: clip.width ?? null,
            height: clip.height ?? null,
            posterKey: clip.posterKey ?? null,
            contentSha256: clip.contentSha256 ?? null,
          })),
      );
      await this.clips.recordUses(
        manager,
        userId,
        jobId,
        clips.map(({ clip }) => clip.clipId),
      );
    });
  }
}
