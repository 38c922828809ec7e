import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AddJobClipsRequest, CLIP_ID, type JobView, limitsOf, RemoveJobClipRequest, SECTIONS, tooManyFiles, type UploadSection } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { isPresent } from '../jobs/clip-presence';
import { JobClipsRepository } from '../jobs/job-clips.repository';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { JobRepository } from '../jobs/job.repository';
import { reopen } from '../jobs/reopen-job';
import { jobClipRow } from '../jobs/job-clip-row';
import { expectedOutputsOf } from '../plan/expected-outputs';
import { ClipOutputsRemoval } from './clip-outputs-removal';
import { JobsErrors } from '../jobs-errors';

/**
 * A buyer's changes to the clips of a job that is not rendering. Added clips take the next
 * positions; a finished job goes back to pending and keeps its outputs, so its next start renders
 * only the combinations it lacks (jobs.service.ts). A removed clip keeps its position.
 */
@Injectable()
export class JobClipsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly removal: ClipOutputsRemoval,
  ) {}

  async add(request: AddJobClipsRequest): Promise<JobView> {
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.lockNotRendering(manager, request, JobsErrors.addClipsWhileRendering);
      const clips = await this.clips.of(manager, job.id);
      const { maxFilesPerSection } = limitsOf(request.plan);
      for (const section of SECTIONS) {
        const present = clips.filter((clip) => clip.section === section && isPresent(clip)).length;
        if (present + request.clips.filter((clip) => clip.section === section).length > maxFilesPerSection) throw tooManyFiles(section, request.plan);
      }
      const nextPosition = Object.fromEntries(SECTIONS.map((section) => [section, Math.max(0, ...clips.filter((clip) => clip.section === section).map((clip) => clip.position))]));
      const added = request.clips.map((clip) => jobClipRow(job.id, clip, ++nextPosition[clip.section]!));
      await this.clips.add(manager, added);
      const finished = await this.outputs.finishedOf(manager, job.id);
      job.expectedOutputs = expectedOutputsOf(job, [...clips, ...added], finished);
      // A finished job is ready to render again: only what it lacks, its outputs stay listed meanwhile.
      if (job.status !== 'pending') reopen(job);
      await this.jobs.update(manager, job.id, { expectedOutputs: job.expectedOutputs, status: job.status, message: job.message, completedAt: job.completedAt });
      return this.jobs.view(job, manager);
    });
  }

  /** Removing a clip already removed answers the job as it is. */
  async remove(request: RemoveJobClipRequest): Promise<JobView> {
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.lockNotRendering(manager, request, JobsErrors.removeClipsWhileRendering);
      const [, section, position] = CLIP_ID.exec(request.clipId) ?? [];
      const clips = await this.clips.inSection(manager, job.id, section as UploadSection);
      const clip = clips.find((candidate) => candidate.position === Number(position));
      if (!clip) throw JobsErrors.clipNotFound();
      if (isPresent(clip)) {
        if (clips.filter(isPresent).length === 1) throw JobsErrors.lastClipOfSection(clip.section);
        await this.removal.remove(manager, job, clip);
      }
      return this.jobs.view(job, manager);
    });
  }
}
