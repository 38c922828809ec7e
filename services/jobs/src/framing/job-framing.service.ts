import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CLIP_ID,
  type ClipFramingView,
  ClipOfJobRequest,
  ClipPreviewRequest,
  type ClipPreviewSource,
  type JobFramingView,
  JobLookupRequest,
  SetClipFramingRequest,
  type UploadSection,
} from '@reelmix/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobClip } from '../jobs/job-clip.entity';
import { JobClipsRepository } from '../jobs/job-clips.repository';
import { JobRepository } from '../jobs/job.repository';
import { clipFramingView, jobFramingView, settingIn, withSetting } from './clip-framing';
import { previewTextOf } from './preview-text';
import { JobsErrors } from '../jobs-errors';

/** The framing review of a job before it is rendered: read it, change a clip's, and what previews are made from. */
@Injectable()
export class JobFramingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
  ) {}

  async view(request: JobLookupRequest): Promise<JobFramingView> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan, manager);
      return jobFramingView(job, await this.clips.of(manager, job.id));
    });
  }

  /** Under the job's row lock, as a start is: a change either lands before the start plans the work, or is refused. */
  async set(request: SetClipFramingRequest): Promise<ClipFramingView> {
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.lockNotRendering(manager, request, JobsErrors.framingWhileRendering);
      if (!job.placements.includes(request.placement)) {
        throw JobsErrors.placementNotInJob(job.placements, request.placement);
      }
      const clip = await this.clipOf(manager, request);
      clip.framing = withSetting(job, clip, request);
      await this.clips.setFraming(manager, clip, clip.framing);
      return clipFramingView(job, clip);
    });
  }

  async previewSource(request: ClipPreviewRequest): Promise<ClipPreviewSource> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    const clip = await this.clipOf(this.dataSource.manager, request);
    if (!clip.posterKey || !clip.width || !clip.height) throw JobsErrors.noPreview();
    if (!job.placements.includes(request.placement)) {
      throw JobsErrors.placementNotInJob(job.placements, request.placement);
    }
    const text = previewTextOf(job.plan, clip, request.text);
    const { framing, focus } = settingIn(job, clip, request.placement);
    return { posterKey: clip.posterKey, width: clip.width, height: clip.height, framing, focus, ...(text ? { text } : {}) };
  }

  private async clipOf(manager: EntityManager, request: ClipOfJobRequest): Promise<JobClip> {
    const [, section, position] = CLIP_ID.exec(request.clipId) ?? [];
    const clip = await this.clips.at(manager, { jobId: request.jobId, section: section as UploadSection, position: Number(position) });
    if (!clip) throw JobsErrors.clipNotFound();
    return clip;
  }
}
