import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { JobClip } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { SourceClip, Upload } from './upload.entity';

@Injectable()
export class UploadRecords {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async save(uploadId: string, userId: string, jobId: string, clips: Array<JobClip & { sizeBytes: number }>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
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
