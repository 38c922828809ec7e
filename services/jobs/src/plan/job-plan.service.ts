import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type JobPlanView, JobLookupRequest, limitsOf, SetJobPlanRequest } from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { JobClipsRepository } from '../jobs/job-clips.repository';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { JobRepository } from '../jobs/job.repository';
import { reopen } from '../jobs/reopen-job';
import { expectedOutputsOf } from './expected-outputs';
import { jobPlanView } from './job-plan';
import { keptTexts, renderedTextsProblem, textsProblem } from './job-texts';
import { JobsErrors } from '../jobs-errors';

/** The buyer's choice of combinations before rendering: read it, change it. */
@Injectable()
export class JobPlanService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly clips: JobClipsRepository,
    private readonly outputs: JobOutputsRepository,
  ) {}

  /** The view quotes the caller's plan's combination limit. */
  async view(request: JobLookupRequest): Promise<JobPlanView> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan, manager);
      const [clips, finished] = await Promise.all([this.clips.of(manager, job.id), this.outputs.finishedOf(manager, job.id)]);
      return jobPlanView(job, clips, maxCombinationsOf(request), finished);
    });
  }

  /** Under the job's row lock, as a start is; settings the planner refuses are answered with its reason and not kept. */
  async set(request: SetJobPlanRequest): Promise<JobPlanView> {
    return this.dataSource.transaction(async (manager) => {
      const job = await this.jobs.lockNotRendering(manager, request, JobsErrors.planWhileRendering);
      const clips = await this.clips.of(manager, job.id);
      const { exclusions, duration, balanced, nameTemplate, texts, textStyle } = request.settings;
      const before = job.plan;
      job.plan = { exclusions, duration: duration ?? null, balanced: balanced ?? null, nameTemplate, ...keptTexts(texts, textStyle) };
      // A job rendered before keeps its finished outputs whatever the new plan chooses.
      const finished = await this.outputs.finishedOf(manager, job.id);
      const textProblem = textsProblem(job.plan, job.placements, request.plan) ?? renderedTextsProblem(before, job.plan, finished);
      if (textProblem) throw JobsErrors.planRefused(textProblem, TEXT_REFUSED);
      const view = jobPlanView(job, clips, maxCombinationsOf(request), finished);
      job.expectedOutputs = expectedOutputsOf(job, clips, finished);
      // A finished job whose plan now chooses combinations it lacks ("render the rest" of a
      // balanced test) waits for a start again, its videos kept; one that lacks nothing stays finished.
      if (job.status !== 'pending' && view.counts.toRender > 0) reopen(job);
      await this.jobs.update(manager, job.id, { plan: job.plan, expectedOutputs: job.expectedOutputs, status: job.status, message: job.message, completedAt: job.completedAt });
      return view;
    });
  }
}

/** The refusal's code for texts that cannot be the job's (the planner's refusals carry their own). */
const TEXT_REFUSED = 'text_refused';

const maxCombinationsOf = (request: JobLookupRequest) => limitsOf(request.plan).maxCombinations;

