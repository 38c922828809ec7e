import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clip } from '../library/clip.entity';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import type { ChosenClip } from './clip-receiver';
import { Upload } from './upload.entity';

@Injectable()
export class UploadRecords {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  /**
   * Records an upload the jobs service accepted: the clips it stored join the library, and every
   * clip of it (stored or chosen from the library) is used by the job. Refused (and the caller
   * removes the stored clips) when the account was deleted while the upload ran.
   */
  async save(uploadId: string, userId: string, jobId: string, clips: ChosenClip[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.deletedUsers.assertNotDeleted(manager, userId);
      await manager.insert(Upload, { id: uploadId, userId, jobId });
      const stored = clips.filter((chosen) => chosen.newBytes !== undefined);
      if (stored.length > 0) {
        await manager.insert(
          Clip,
          stored.map(({ clip, newBytes }) => ({
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
      }
      // Only clips still in the library: one chosen again may have been deleted while the upload
      // ran. A clip chosen twice for one job is one use of it.
      await manager.query(
        `INSERT INTO "uploads"."clip_uses" ("clip_id", "job_id", "user_id")
         SELECT "id", $2, "user_id" FROM "uploads"."clips" WHERE "id" = ANY($1::uuid[]) AND "user_id" = $3
         ON CONFLICT DO NOTHING`,
        [[...new Set(clips.map(({ clip }) => clip.clipId))], jobId, userId],
      );
    });
  }
}
