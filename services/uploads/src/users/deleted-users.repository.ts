import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DeletedUser } from './deleted-user.entity';
import { UploadsErrors } from '../uploads-errors';

/**
 * The `uploads.deleted_users` table. Marking a user deleted and recording an upload of theirs take
 * the same per-user lock, so an upload is either recorded first (and then removed with the rest)
 * or refused, and the refused upload removes its own clips.
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
    if (await manager.existsBy(DeletedUser, { userId })) throw UploadsErrors.accountNotFound();
  }

  private async lock(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`uploads-user-${userId}`]);
  }
}
