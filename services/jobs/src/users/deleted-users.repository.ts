import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DeletedUser } from './deleted-user.entity';
import { JobsErrors } from '../jobs-errors';

/**
 * The `jobs.deleted_users` table. Marking a user deleted and making a job for them take the same
 * per-user lock, so one of them always sees the other: a job is either made first (and then
 * removed with the rest) or refused.
 */
@Injectable()
export class DeletedUsersRepository {
  /** Inside the caller's transaction; idempotent. */
  async mark(manager: EntityManager, userId: string, deletedAt: Date): Promise<void> {
    await this.lock(manager, userId);
    await manager.createQueryBuilder().insert().into(DeletedUser).values({ userId, deletedAt }).orIgnore().execute();
  }

  /** Inside the caller's transaction, before it writes anything of the user's. */
  async assertNotDeleted(manager: EntityManager, userId: string): Promise<void> {
    await this.lock(manager, userId);
    if (await manager.existsBy(DeletedUser, { userId })) throw JobsErrors.accountNotFound();
  }

  /** Inside the caller's transaction, under the same per-user lock as `mark`. */
  async isDeleted(manager: EntityManager, userId: string): Promise<boolean> {
    await this.lock(manager, userId);
    return manager.existsBy(DeletedUser, { userId });
  }

  private async lock(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`jobs-user-${userId}`]);
  }
}
