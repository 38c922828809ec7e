import { Injectable } from '@nestjs/common';
import { EntityManager, LessThanOrEqual, MoreThan } from 'typeorm';
import { UploadStart } from './upload-start.entity';

/** The `upload_starts` table: the uploads each user began, counted by the hourly quota. */
@Injectable()
export class UploadStartsRepository {
  /** One user's uploads take turns at the count until the transaction ends. */
  async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`uploads-quota-${userId}`]);
  }

  startedSince(manager: EntityManager, userId: string, since: Date): Promise<UploadStart[]> {
    return manager.find(UploadStart, { where: { userId, startedAt: MoreThan(since) } });
  }

  /** Records a start and forgets the user's starts at or before `forgetBefore`, which no window counts any more. */
  async add(manager: EntityManager, userId: string, startedAt: Date, forgetBefore: Date): Promise<void> {
    await manager.delete(UploadStart, { userId, startedAt: LessThanOrEqual(forgetBefore) });
    await manager.insert(UploadStart, { userId, startedAt });
  }

  async removeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(UploadStart, { userId });
  }
}
