import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobClip } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import { SourceClip, Upload } from './upload.entity';

@Injectable()
export class UploadRecords {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deletedUsers: DeletedUsersRepository,
  ) {}

  /** Refused (and the caller removes the clips) when the account was deleted while the upload ran. */
  async save(uploadId: string, userId: string, jobId: string, clips: Array<JobClip & { sizeBytes: number }>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.deletedUsers.assertNotDeleted(manager, userId);
      await manager.insert(Upload, { id: uploadId, userId, jobId });
      await manager.insert(
        SourceClip,
        clips.map((clip) => ({
          objectKey: clip.objectKey,
          uploadId,
          userId,
          section: clip.section,
          originalName: clip.originalName,
          sizeBytes: String(clip.sizeBytes),
          durationSec: clip.durationSec,
        })),
      );
    });
  }
}
