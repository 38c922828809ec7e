import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Upload } from './upload.entity';

/** The `uploads` table: each accepted upload and the job it went into. */
@Injectable()
export class UploadsRepository {
  async add(manager: EntityManager, upload: Pick<Upload, 'id' | 'userId' | 'jobId'>): Promise<void> {
    await manager.insert(Upload, upload);
  }

  /** Removes a deleted account's uploads; answers how many there were. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<number> {
    return (await manager.delete(Upload, { userId })).affected ?? 0;
  }
}
