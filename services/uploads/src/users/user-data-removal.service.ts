import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage, userPrefix } from '@reelmix/storage';
import { EntityManager } from 'typeorm';
import { Upload } from '../ingest/upload.entity';
import { ClipUse } from '../library/clip-use.entity';
import { Clip } from '../library/clip.entity';
import { UploadStart } from '../quotas/upload-start.entity';
import { DeletedUsersRepository } from './deleted-users.repository';

/**
 * Removes a deleted account's uploads: the records, its clip library (clips and their uses by
 * jobs) and every source clip stored for it. Runs in the event's transaction and deletes the
 * files before it commits, so if storage fails the rows come back with the rollback and the
 * redelivery tries both again.
 */
@Injectable()
export class UserDataRemovalService {
  constructor(
    private readonly deletedUsers: DeletedUsersRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async remove(manager: EntityManager, userId: string): Promise<{ uploads: number; objects: number }> {
    await this.deletedUsers.mark(manager, userId, this.clock.now());
    await manager.delete(ClipUse, { userId });
    await manager.delete(Clip, { userId });
    await manager.delete(UploadStart, { userId });
    const uploads = (await manager.delete(Upload, { userId })).affected ?? 0;
    // The user's whole sources root, not upload by upload: clips of an upload refused or cut off
    // half-way never got a record, and are the user's all the same.
    const objects = await this.storage.deletePrefix(sourcesRootOf(userId));
    return { uploads, objects };
  }
}

function sourcesRootOf(userId: string): string {
  return userPrefix(userId).find((prefix) => prefix.startsWith('sources/')) as string;
}
