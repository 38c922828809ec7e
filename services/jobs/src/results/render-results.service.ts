import { Inject, Injectable, Logger } from '@nestjs/common';
import { Events, OutputDoneV1, RenderFailedV1, SegmentDoneV1 } from '@reelmix/contracts';
import { HandlerOutcome, OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { jobWorkPrefix, OBJECT_STORAGE, ObjectStorage } from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { JobOutput } from '../jobs/job-output.entity';
import { priorityOf, segmentsOf } from '../jobs/job-planner';
import { JobSegment } from '../jobs/job-segment.entity';
import { Job } from '../jobs/job.entity';
import { JobRepository } from '../jobs/job.repository';

/**
 * Moves a job forward as render results arrive. Each handler locks the job row first, so results
 * of one job apply one at a time: a combination is requested exactly once, when the last of its
 * three segments is done, and an output is counted exactly once however often it is reported.
 */
@Injectable()
export class RenderResultsService {
  private readonly logger = new Logger(RenderResultsService.name);

  constructor(
    private readonly jobs: JobRepository,
    private readonly outbox: OutboxWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async segmentDone(manager: EntityManager, event: SegmentDoneV1): Promise<HandlerOutcome> {
    const job = await this.jobs.lock(manager, event.jobId);
    if (!job) return this.removeStray(event.jobId, null);
    if (job.status !== 'processing') return 'skipped';
    const segment = await manager.findOne(JobSegment, { where: { jobId: job.id, taskId: event.taskId } });
    if (!segment || segment.doneAt) return 'skipped';
    await manager.update(
      JobSegment,
      { jobId: job.id, section: segment.section, position: segment.position, placement: segment.placement },
      { doneAt: this.clock.now(), durationSec: event.durationSec },
    );
    const segments = await manager.find(JobSegment, { where: { jobId: job.id, placement: segment.placement } });
    const waiting = await manager.find(JobOutput, {
      where: { jobId: job.id, placement: segment.placement, requestedAt: IsNull() },
    });
    for (const output of waiting) {
      const parts = segmentsOf(output, segments);
      if (parts.length !== 3 || parts.some((part) => !part.doneAt)) continue;
      const taskId = randomUUID();
      await manager.update(JobOutput, { jobId: job.id, fileName: output.fileName }, { requestedAt: this.clock.now(), taskId });
      await this.outbox.add(
        manager,
        Events.CombineRequested,
        {
          taskId,
          jobId: job.id,
          segmentKeys: parts.map((part) => part.segmentKey),
          outputKey: output.objectKey,
          fileName: output.fileName,
          placement: output.placement,
          expectedDurationSec: parts.reduce((sum, part) => sum + (part.durationSec ?? 0), 0),
          partDurationsSec: parts.map((part) => part.durationSec ?? 0),
        },
        { priority: priorityOf(job) },
      );
    }
    return 'done';
  }

  async outputDone(manager: EntityManager, event: OutputDoneV1): Promise<HandlerOutcome> {
    const job = await this.jobs.lock(manager, event.jobId);
    if (!job) return this.removeStray(event.jobId, event.outputKey);
    if (job.status !== 'processing') return 'skipped';
    const output = await manager.findOne(JobOutput, { where: { jobId: job.id, fileName: event.fileName } });
    if (!output || output.doneAt || output.taskId !== event.taskId) return 'skipped';
    await manager.update(
      JobOutput,
      { jobId: job.id, fileName: output.fileName },
      {
        doneAt: this.clock.now(),
        durationSec: event.durationSec,
        width: event.width,
        height: event.height,
        sizeBytes: String(event.sizeBytes),
        sha256: event.sha256,
      },
    );
    const produced = job.producedOutputs + 1;
    const finished = produced >= job.expectedOutputs;
    await manager.update(
      Job,
      { id: job.id },
      finished ? { producedOutputs: produced, status: 'completed', completedAt: this.clock.now() } : { producedOutputs: produced },
    );
    if (finished) {
      await this.outbox.add(manager, Events.JobCompleted, {
        jobId: job.id,
        userId: job.userId,
        outputCount: produced,
        completedAt: this.clock.now().toISOString(),
      });
      await this.removeWork(job);
    }
    return 'done';
  }

  async failed(manager: EntityManager, event: RenderFailedV1): Promise<HandlerOutcome> {
    const job = await this.jobs.lock(manager, event.jobId);
    if (!job || job.status === 'completed' || job.status === 'failed') return 'skipped';
    await manager.update(Job, { id: job.id }, { status: 'failed', message: event.reason, completedAt: this.clock.now() });
    await this.outbox.add(manager, Events.JobFailed, {
      jobId: job.id,
      userId: job.userId,
      reason: event.reason,
      failedAt: this.clock.now().toISOString(),
    });
    await this.removeWork(job);
    return 'done';
  }

  /**
   * A result for a job that no longer exists: its account was deleted while the render ran. The
   * worker stored the file before reporting it, so it is removed here, and nothing is recorded.
   * Not best effort: if storage fails the event is retried, so a deleted user's video cannot stay.
   */
  private async removeStray(jobId: string, outputKey: string | null): Promise<HandlerOutcome> {
    await this.storage.deletePrefix(jobWorkPrefix(jobId));
    if (outputKey && isOutputOfJob(outputKey, jobId)) await this.storage.delete(outputKey);
    this.logger.log(`Removed the files of a render result for job ${jobId}, which no longer exists`);
    return 'skipped';
  }

  /** Normalised segments are only needed while the job runs. Best effort: a leftover costs space, not correctness. */
  private async removeWork(job: Job): Promise<void> {
    await this.storage.deletePrefix(jobWorkPrefix(job.id)).catch((error: Error) => {
      this.logger.warn(`Could not remove the work files of job ${job.id}: ${error.message}`);
    });
  }
}

/** `outputs/<user>/<job>/<file>` of this job, and nothing a malformed result could point elsewhere. */
function isOutputOfJob(key: string, jobId: string): boolean {
  const parts = key.split('/');
  return parts.length === 4 && parts[0] === 'outputs' && parts[2] === jobId;
}
