import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { jobWorkPrefix, OBJECT_STORAGE, type ObjectStorage, userPrefix } from '@reelmix/storage';
import { EntityManager } from 'typeorm';
import { AdConnectionsRepository } from '../integrations/ad-connections.repository';
import { JobRepository } from '../jobs/job.repository';
import { RenderRunsRepository } from '../quotas/render-runs.repository';
import { KeptSegmentsRepository } from '../segments/kept-segments.repository';
import { DeletedUsersRepository } from './deleted-users.repository';

/**
 * Erases a deleted account's jobs: their rows (clips, segments and outputs go with them), their
 * files and the segments kept for the account. Runs in the event's transaction and deletes the
 * files before it commits, so if storage fails the rows come back with the rollback and the
 * redelivery tries both again.
 */
@Injectable()
export class UserErasureService {
  constructor(
    private readonly deletedUsers: DeletedUsersRepository,
    private readonly jobs: JobRepository,
    private readonly runs: RenderRunsRepository,
    private readonly kept: KeptSegmentsRepository,
    private readonly adConnections: AdConnectionsRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async erase(manager: EntityManager, userId: string): Promise<{ jobs: number; objects: number }> {
    await this.deletedUsers.mark(manager, userId, this.clock.now());
    const jobIds = await this.jobs.removeAllOf(manager, userId);
    await this.runs.removeAllOf(manager, userId);
    // The ad platform tokens go with the account; publications and the ledger go with the jobs.
    await this.adConnections.removeAllOf(manager, userId);
    let objects = 0;
    for (const jobId of jobIds) objects += await this.storage.deletePrefix(jobWorkPrefix(jobId));
    // The user's whole outputs root rather than job by job: outputs a crash left without a row go too.
    objects += await this.storage.deletePrefix(outputsRootOf(userId));
    objects += await this.kept.removeUser(manager, userId);
    return { jobs: jobIds.length, objects };
  }
}

function outputsRootOf(userId: string): string {
  return userPrefix(userId).find((prefix) => prefix.startsWith('outputs/')) as string;
}
