import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { EntityManager } from 'typeorm';
import type { JobClip } from '../jobs/job-clip.entity';
import { JobClipsRepository } from '../jobs/job-clips.repository';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import type { Job } from '../jobs/job.entity';
import { JobRepository } from '../jobs/job.repository';
import { expectedOutputsOf } from '../plan/expected-outputs';

/**
 * Takes a clip out of a job: the clip keeps its row and position (positions name the same parts
 * in every output name) and is marked removed; every output made from it goes, rows and files.
 * Runs with the job row locked and deletes the files before the transaction commits, as an
 * account's removal does: if storage fails, the rows come back with the rollback and a retry
 * tries both again.
 */
@Injectable()
export class ClipOutputsRemoval {
  constructor(
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
    private readonly outputs: JobOutputsRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers how many finished outputs went. `job` is updated to its new counts. */
  async remove(manager: EntityManager, job: Job, clip: Pick<JobClip, 'section' | 'position'>): Promise<number> {
    await this.clips.markRemoved(manager, { jobId: job.id, section: clip.section, position: clip.position }, this.clock.now());
    const outputs = await this.outputs.removeMadeFrom(manager, job.id, clip.section, clip.position);
    for (const output of outputs) {
      await this.storage.delete(output.objectKey);
      if (output.objectKey.endsWith('.mp4')) await this.storage.delete(outputThumbnailKey(output.objectKey));
    }
    const removedFinished = outputs.filter((output) => output.doneAt !== null).length;
    const [clips, finished] = await Promise.all([this.clips.of(manager, job.id), this.outputs.finishedOf(manager, job.id)]);
    // A completed job stays completed: what is left of it is still finished.
    job.producedOutputs = Math.max(0, job.producedOutputs - removedFinished);
    job.expectedOutputs = expectedOutputsOf(job, clips, finished);
    await this.jobs.update(manager, job.id, { producedOutputs: job.producedOutputs, expectedOutputs: job.expectedOutputs });
    return removedFinished;
  }
}
