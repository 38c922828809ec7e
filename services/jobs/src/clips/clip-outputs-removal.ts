import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage, outputThumbnailKey } from '@reelmix/storage';
import { EntityManager, IsNull, Not } from 'typeorm';
import { JobClip } from '../jobs/job-clip.entity';
import { JobOutput } from '../jobs/job-output.entity';
import { Job } from '../jobs/job.entity';
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
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers how many finished outputs went. `job` is updated to its new counts. */
  async remove(manager: EntityManager, job: Job, clip: Pick<JobClip, 'section' | 'position'>): Promise<number> {
    await manager.update(JobClip, { jobId: job.id, section: clip.section, position: clip.position }, { removedAt: this.clock.now() });
    const madeFromIt = { jobId: job.id, [clip.section]: clip.position };
    const outputs = await manager.find(JobOutput, { where: madeFromIt });
    if (outputs.length > 0) await manager.delete(JobOutput, madeFromIt);
    for (const output of outputs) {
      await this.storage.delete(output.objectKey);
      if (output.objectKey.endsWith('.mp4')) await this.storage.delete(outputThumbnailKey(output.objectKey));
    }
    const removedFinished = outputs.filter((output) => output.doneAt !== null).length;
    const [clips, finished] = await Promise.all([
      manager.find(JobClip, { where: { jobId: job.id } }),
      manager.find(JobOutput, { where: { jobId: job.id, doneAt: Not(IsNull()) } }),
    ]);
    // A completed job stays completed: what is left of it is still finished.
    job.producedOutputs = Math.max(0, job.producedOutputs - removedFinished);
    job.expectedOutputs = expectedOutputsOf(job, clips, finished);
    await manager.update(Job, { id: job.id }, { producedOutputs: job.producedOutputs, expectedOutputs: job.expectedOutputs });
    return removedFinished;
  }
}
