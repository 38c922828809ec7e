import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PLAN_SETTINGS } from '../plan/job-plan';
import { InjectDataSource } from '@nestjs/typeorm';
import { checkJobName, CreateJobRequest, DEFAULT_FRAMING, defaultJobName, Events, JobView, limitsOf, type Plan, ProcessAnswer, RenameJobRequest, renderPriorityOf, SECTIONS, tooManyCombinations } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { isCentreFocus } from '@reelmix/media';
import { isKeptSegmentKey } from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RenderQuotaService } from '../quotas/render-quota.service';
import { CombineRequests } from '../results/combine-requests';
import { KeptSegmentsRepository } from '../segments/kept-segments.repository';
import { DeletedUsersRepository } from '../users/deleted-users.repository';
import { JobClipsRepository } from './job-clips.repository';
import { jobClipRow } from './job-clip-row';
import { JobOutputsRepository } from './job-outputs.repository';
import { type NormaliseTask, planJobWork, priorityOf } from './job-planner';
import { normaliseRunsOf } from './normalise-runs';
import { combinationsIn } from './new-outputs';
import { JobSegmentsRepository } from './job-segments.repository';
import { Job } from './job.entity';
import { JobRepository } from './job.repository';
import { JobsErrors } from '../jobs-errors';

/** Creating a job from stored clips, and starting its render. */
@Injectable()
export class JobsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
    private readonly segments: JobSegmentsRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly outbox: OutboxWriter,
    private readonly deletedUsers: DeletedUsersRepository,
    private readonly quotas: RenderQuotaService,
    private readonly kept: KeptSegmentsRepository,
    private readonly combines: CombineRequests,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(request: CreateJobRequest): Promise<JobView> {
    for (const section of SECTIONS) {
      if (!request.clips.some((clip) => clip.section === section)) {
        throw JobsErrors.sectionMissing(section);
      }
    }
    const placements = [...new Set(request.placements)];
    const positions = { intro: 0, body: 0, cta: 0 };
    const createdAt = this.clock.now();
    const firstHook = request.clips.find((clip) => clip.section === 'intro');
    const job: Job = {
      id: randomUUID(),
      userId: request.userId,
      number: 0, // the user's next number, taken in the transaction below
      name: defaultJobName(createdAt, firstHook?.label ?? firstHook?.originalName ?? ''),
      status: 'pending',
      message: '',
      accountPlan: request.plan,
      placements,
      framing: request.framing ?? DEFAULT_FRAMING,
      plan: { ...DEFAULT_PLAN_SETTINGS },
      expectedOutputs: 0,
      producedOutputs: 0,
      expectedSegments: 0,
      readySegments: 0,
      createdAt,
      startedAt: null,
      completedAt: null,
    };
    const clips = request.clips.map((clip) => jobClipRow(job.id, clip, ++positions[clip.section]));
    job.expectedOutputs = positions.intro * positions.body * positions.cta * placements.length;
    return this.dataSource.transaction(async (manager) => {
      // An upload that was under way when its account was deleted must not leave a job behind.
      await this.deletedUsers.assertNotDeleted(manager, request.userId);
      job.number = await this.jobs.nextNumber(manager, request.userId);
      await this.jobs.add(manager, job);
      await this.clips.add(manager, clips);
      return this.jobs.view(job, manager);
    });
  }

  /** A job's new name (trimmed; the request was checked by the same rule); any state, even rendering. */
  async rename(request: RenameJobRequest): Promise<JobView> {
    const checked = checkJobName(request.name);
    if (!checked.ok) throw JobsErrors.jobNameRefused(checked.message);
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan, manager);
      await this.jobs.update(manager, job.id, { name: checked.name });
      return this.jobs.view({ ...job, name: checked.name }, manager);
    });
  }

  /** Idempotent: a second start of a running or finished job answers its state. */
  async start(userId: string, jobId: string, plan: Plan): Promise<ProcessAnswer> {
    return this.dataSource.transaction(async (manager) => {
      await this.jobs.ownedBy(userId, jobId, manager);
      const job = (await this.jobs.lock(manager, jobId)) as Job;
      if (job.status !== 'pending') return { status: job.status, backgroundProcessing: job.status === 'processing' };
      // The plan at start time decides priority too: a user who became Pro since uploading goes first.
      if (renderPriorityOf(plan) > renderPriorityOf(job.accountPlan)) job.accountPlan = plan;
      const clips = await this.clips.of(manager, jobId);
      // A job rendered before (clips were added since) keeps its finished outputs and renders only
      // what it lacks; outputs a failed run left unfinished are planned again like any missing one.
      await this.outputs.removeUnfinished(manager, jobId);
      const finished = await this.outputs.finishedOf(manager, jobId);
      const { segments, tasks, outputs } = planJobWork(job, clips, finished);
      // The plan may have narrowed the upload's combinations; what this run renders must fit the plan's limit.
      const combinations = combinationsIn(outputs);
      if (combinations === 0) throw finished.length > 0 ? JobsErrors.alreadyRendered() : JobsErrors.nothingToRender();
      if (combinations > limitsOf(plan).maxCombinations) throw tooManyCombinations(combinations, plan);
      await this.quotas.admitRun(manager, { userId, jobId, plan, outputs: outputs.length });
      await this.segments.replaceAll(manager, jobId, segments);
      await this.outputs.add(manager, outputs);
      const now = this.clock.now();
      // Segments kept from the user's earlier jobs are ready now; only the rest are normalised.
      const kept = await this.kept.take(manager, userId, tasks.map((task) => task.segmentKey).filter(isKeptSegmentKey), now);
      const toMake: NormaliseTask[] = [];
      for (const task of tasks) {
        const durationSec = kept.get(task.segmentKey);
        if (durationSec === undefined) toMake.push(task);
        else await this.segments.markDone(manager, jobId, task.taskId, now, durationSec);
      }
      // A hook's texts in one placement go as one message: one decode and framing for all of them.
      for (const { task, moreTexts } of normaliseRunsOf(toMake)) {
        await this.outbox.add(
          manager,
          Events.NormaliseRequested,
          {
            taskId: task.taskId,
            jobId,
            sourceKey: task.clip.objectKey,
            segmentKey: task.segmentKey,
            placement: task.placement,
            section: task.clip.section,
            position: task.clip.position,
            clipName: task.clip.originalName,
            framing: task.framing,
            ...(isCentreFocus(task.focus) ? {} : { focus: task.focus }),
            ...(task.text ? { text: overlayOf(task.text) } : {}),
            ...(moreTexts.length > 0 ? { moreTexts: moreTexts.map((more) => ({ taskId: more.taskId, segmentKey: more.segmentKey, text: overlayOf(more.text) })) } : {}),
          },
          { priority: priorityOf(job, 'normalise') },
        );
      }
      const readySegments = segments.filter((segment) => kept.has(segment.segmentKey)).length;
      // The count goes on from the outputs kept: the job completes when the new ones are done too.
      const counts = { expectedSegments: segments.length, readySegments, expectedOutputs: finished.length + outputs.length, producedOutputs: finished.length };
      Object.assign(job, { status: 'processing', startedAt: now, ...counts });
      await this.jobs.update(manager, jobId, { status: 'processing', startedAt: now, accountPlan: job.accountPlan, ...counts });
      await this.combines.requestReady(manager, job);
      return { status: 'processing', backgroundProcessing: true };
    });
  }
}

/** A task's text as the normalise message carries it. */
const overlayOf = (text: NonNullable<NormaliseTask['text']>) => ({ text: text.text, style: text.style });
