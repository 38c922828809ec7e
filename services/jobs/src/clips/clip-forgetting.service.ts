import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ForgetClipRequest, type ForgottenClip } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { JobClipsRepository } from '../jobs/job-clips.repository';
import { Job } from '../jobs/job.entity';
import { JobRepository } from '../jobs/job.repository';
import { ClipOutputsRemoval } from './clip-outputs-removal';
import { JobsErrors } from '../jobs-errors';

/**
 * A library clip about to be deleted leaves every job of its owner: by its id, or by its object
 * key where the job was made before ids were recorded. A section left without clips is allowed
 * here (the job simply has fewer outputs, or none); a rendering job refuses the whole request
 * before anything changes. Forgetting again finds nothing left and changes nothing.
 */
@Injectable()
export class ClipForgettingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
    private readonly removal: ClipOutputsRemoval,
  ) {}

  async forget(request: ForgetClipRequest): Promise<ForgottenClip> {
    return this.dataSource.transaction(async (manager) => {
      const jobIds = await this.clips.jobsUsing(manager, request.userId, request);
      // Locked in id order, so two requests over the same jobs wait for each other instead of deadlocking.
      const locked: Job[] = [];
      for (const jobId of jobIds) {
        const job = await this.jobs.lock(manager, jobId);
        if (job) locked.push(job);
      }
      if (locked.some((job) => job.status === 'processing')) throw JobsErrors.clipInRenderingJob();
      let removedOutputs = 0;
      let changedJobs = 0;
      for (const job of locked) {
        const clips = await this.clips.usesOf(manager, job.id, request);
        if (clips.length === 0) continue;
        for (const clip of clips) removedOutputs += await this.removal.remove(manager, job, clip);
        changedJobs++;
      }
      return { removedOutputs, changedJobs };
    });
  }
}
