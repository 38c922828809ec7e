import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage, userPrefix } from '@reelmix/storage';
import { EntityManager } from 'typeorm';
import { UploadsRepository } from '../ingest/uploads.repository';
import { ClipsRepository } from '../library/clips.repository';
import { UploadStartsRepository } from '../quotas/upload-starts.repository';
import { DeletedUsersRepository } from './deleted-users.repository';

/**
 * Erases a deleted account's uploads: the records, its clip library (clips and their uses by
 * jobs) and every source clip stored for it. Runs in the event's transaction and deletes the
 * files before it commits, so if storage fails the rows come back with the rollback and the
 * redelivery tries both again.
 */
@Injectable()
export class UserErasureService {
  constructor(
    private readonly deletedUsers: DeletedUsersRepository,
    private readonly uploads: UploadsRepository,
    private readonly clips: ClipsRepository,
    private readonly starts: UploadStartsRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async erase(manager: EntityManager, userId: string): Promise<{ uploads: number; objects: number }> {
    await this.deletedUsers.mark(manager, userId, this.clock.now());
    await this.clips.removeAllOf(manager, userId);
    await this.starts.removeAllOf(manager, userId);
    const uploads = await this.uploads.removeAllOf(manager, userId);
    // The user's whole sources root, not upload by upload: clips of an upload refused or cut off
    // half-way never got a record, and are the user's all the same.
    const objects = await this.storage.deletePrefix(sourcesRootOf(userId));
    return { uploads, objects };
  }
}

function sourcesRootOf(userId: string): string {
  return userPrefix(userId).find((prefix) => prefix.startsWith('sources/')) as string;
}
