import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, historyDepthOf, historyOf, type JobOpener, JobView, NOTIFIED_JOB, type Plan } from '@reelmix/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { TimeLeftEstimates } from '../estimates/time-left-estimates.service';
import { JobReportsRepository, NO_REPORTS } from '../reports/job-reports.repository';
import { JobClip } from './job-clip.entity';
import { JobOutput } from './job-output.entity';
import { Job } from './job.entity';
import { type ClipName, type FinishedOutput, finishedOutputs, toJobView } from './job-view';
import { isSettled, type JobContents, SettledJobContents } from './settled-job-contents';
import { JobsErrors } from '../jobs-errors';

const NO_CONTENTS: JobContents = { clips: [], finished: [] };

/** Reads jobs with their clips and outputs; every read is scoped to the owner. */
@Injectable()
export class JobRepository {
  private readonly settled = new SettledJobContents();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reports: JobReportsRepository,
    private readonly timeLeft: TimeLeftEstimates,
  ) {}

  /** Not found and not yours answer the same, so job ids cannot be probed. */
  async ownedBy(userId: string, jobId: string, manager: EntityManager = this.dataSource.manager): Promise<Job> {
    const job = await manager.findOne(Job, { where: { id: jobId, userId } });
    if (!job) throw JobsErrors.jobNotFound();
    return job;
  }

  /**
   * A job its owner may open: on a plan whose history opens every job (Pro), or for a service
   * acting on a job it was told about, any of theirs; otherwise only the ones the plan's history
   * lists (free: the latest). Ownership is checked first, so a stranger still gets 404.
   */
  async openableBy(userId: string, jobId: string, opener: JobOpener, manager: EntityManager = this.dataSource.manager): Promise<Job> {
    const job = await this.ownedBy(userId, jobId, manager);
    if (opener === NOTIFIED_JOB || historyOf(opener).opensUnlistedJobs) return job;
    const listed = await this.latest(userId, historyDepthOf(opener), manager);
    if (!listed.some((latest) => latest.id === job.id)) {
      throw JobsErrors.proAccessRequired();
    }
    return job;
  }

  /**
   * The caller's job, locked as a start locks it, while it is not rendering (pending, or finished
   * either way): its clips, framing and plan may change, and the start that follows renders what
   * the job then lacks. A change made under the lock lands before a start plans the work.
   */
  async lockNotRendering(manager: EntityManager, caller: { userId: string; jobId: string; plan: Plan }, whileRendering: () => DomainError): Promise<Job> {
    await this.openableBy(caller.userId, caller.jobId, caller.plan, manager);
    const job = await this.lock(manager, caller.jobId);
    if (!job) throw JobsErrors.jobNotFound();
    if (job.status === 'processing') throw whileRendering();
    return job;
  }

  async add(manager: EntityManager, job: Job): Promise<void> {
    await manager.insert(Job, job);
  }

  /**
   * The next number of the user's own job sequence. The row lock of the upsert makes concurrent
   * jobs of one user take turns; the last number is kept apart from the jobs, so a deleted job's
   * number is never given again (its ads may still run under names that carry it).
   */
  async nextNumber(manager: EntityManager, userId: string): Promise<number> {
    const rows: Array<{ last_number: number }> = await manager.query(
      `INSERT INTO "jobs"."job_numbers" ("user_id", "last_number") VALUES ($1, 1)
       ON CONFLICT ("user_id") DO UPDATE SET "last_number" = "job_numbers"."last_number" + 1
       RETURNING "last_number"`,
      [userId],
    );
    return Number(rows[0]!.last_number);
  }

  /** Writes these fields of the job's row. */
  async update(manager: EntityManager, jobId: string, changes: Partial<Omit<Job, 'id' | 'userId' | 'revision'>>): Promise<void> {
    await manager.update(Job, { id: jobId }, changes);
  }

  /** Removes every job of a deleted account (clips, segments and outputs go with them); answers their ids. */
  async removeAllOf(manager: EntityManager, userId: string): Promise<string[]> {
    const jobs = await manager.find(Job, { where: { userId }, select: { id: true } });
    if (jobs.length > 0) await manager.delete(Job, { userId });
    // The account is gone: its sequence goes with it (a deleted account never makes a job again).
    await manager.query(`DELETE FROM "jobs"."job_numbers" WHERE "user_id" = $1`, [userId]);
    return jobs.map((job) => job.id);
  }

  /** How many of the user's jobs are rendering. */
  countRenderingOf(manager: EntityManager, userId: string): Promise<number> {
    return manager.count(Job, { where: { userId, status: 'processing' } });
  }

  /** Locks the job row: result handlers of one job run one at a time, so no output is lost or doubled. */
  async lock(manager: EntityManager, jobId: string): Promise<Job | null> {
    return manager.findOne(Job, { where: { id: jobId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The view of a job its owner may open, read in one snapshot: the job row's counts and the list
   * of finished outputs agree even while outputs are being recorded.
   */
  openView(userId: string, jobId: string, opener: JobOpener): Promise<JobView> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => this.view(await this.openableBy(userId, jobId, opener, manager), manager));
  }

  async view(job: Job, manager: EntityManager = this.dataSource.manager): Promise<JobView> {
    const [clips, outputs, reports, timeLeft] = await Promise.all([
      manager.find(JobClip, { where: { jobId: job.id } }),
      manager.find(JobOutput, { where: { jobId: job.id } }),
      this.reports.digestsOf(manager, [job.id]),
      this.timeLeft.secondsLeftOf([job], manager),
    ]);
    return toJobView(job, clips, finishedOutputs(outputs), reports.get(job.id) ?? NO_REPORTS, timeLeft.get(job.id) ?? null);
  }

  /**
   * The customer's history, newest first: at most four queries whatever the number of jobs, read
   * in one snapshot so each job's count agrees with its listed outputs while outputs arrive.
   */
  async list(userId: string, limit: number): Promise<JobView[]> {
    return this.inSnapshot(async (manager) => this.viewsOf(await this.latest(userId, limit, manager), manager));
  }

  /**
   * The version of the history `list(userId, limit)` answers: a digest of its jobs' ids and
   * revisions (a trigger bumps a job's revision on every change to it, and on every statement
   * that inserts, updates or deletes its clips, outputs or reports: adding, removing and
   * forgetting clips included). One indexed query, so a reader holding the answer can check it
   * without reading it again.
   */
  async historyVersion(userId: string, limit: number): Promise<string> {
    const [row]: Array<{ version: string }> = await this.dataSource.query(
      `SELECT md5(COALESCE(string_agg("id"::text || '.' || "revision", ',' ORDER BY "created_at" DESC, "id" DESC), '')) AS "version"
       FROM (SELECT "id", "revision", "created_at" FROM "jobs"."jobs" WHERE "user_id" = $1
             ORDER BY "created_at" DESC, "id" DESC LIMIT $2) AS "listed"`,
      [userId, limit],
    );
    return row.version;
  }

  /** Every job of the user, newest first, whatever their plan (the admin's view). */
  async allOf(userId: string): Promise<JobView[]> {
    return this.inSnapshot(async (manager) =>
      this.viewsOf(await manager.find(Job, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } }), manager),
    );
  }

  private inSnapshot<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }

  /**
   * The views of many jobs from at most three more queries, not three per job (a history of 50
   * jobs was 101 queries and most of the service's time). Postgres gathers each job's finished
   * file names into one array, so 1350 outputs come as 50 rows; settled jobs, whose contents
   * never change, are read once and then answered from memory. Reports are kept with settled jobs
   * too, so their digests are read for every job, in one query. Jobs still rendering add the
   * reads of their time left (none when no listed job renders).
   */
  private async viewsOf(jobs: Job[], manager: EntityManager): Promise<JobView[]> {
    const cached = new Map<string, JobContents>();
    for (const job of jobs) {
      const contents = isSettled(job) ? this.settled.get(job) : undefined;
      if (contents) cached.set(job.id, contents);
    }
    const missing = jobs.filter((job) => !cached.has(job.id));
    const [read, reports, timeLeft] = await Promise.all([
      this.contentsOf(missing.map((job) => job.id), manager),
      this.reports.digestsOf(manager, jobs.map((job) => job.id)),
      this.timeLeft.secondsLeftOf(jobs, manager),
    ]);
    for (const job of missing) this.settled.keep(job, read.get(job.id) ?? NO_CONTENTS);
    return jobs.map((job) => {
      const { clips, finished } = read.get(job.id) ?? cached.get(job.id) ?? NO_CONTENTS;
      return toJobView(job, clips, finished, reports.get(job.id) ?? NO_REPORTS, timeLeft.get(job.id) ?? null);
    });
  }

  private async contentsOf(ids: string[], manager: EntityManager): Promise<Map<string, JobContents>> {
    const contents = new Map<string, JobContents>();
    if (ids.length === 0) return contents;
    const [clips, outputs]: [Array<ClipName & { jobId: string }>, Array<{ jobId: string; finished: FinishedOutput[] }>] = await Promise.all([
      manager.query(
        `SELECT "job_id" AS "jobId", "section", "position", "original_name" AS "originalName", "label", "clip_id" AS "clipId", "removed_at" AS "removedAt"
         FROM "jobs"."job_clips" WHERE "job_id" = ANY($1::uuid[])`,
        [ids],
      ),
      manager.query(
        `SELECT "job_id" AS "jobId",
                json_agg(json_strip_nulls(json_build_object('fileName', "file_name", 'intro', "intro", 'body', "body", 'cta', "cta", 'text', "text", 'placement', "placement"))) AS "finished"
         FROM "jobs"."job_outputs" WHERE "job_id" = ANY($1::uuid[]) AND "done_at" IS NOT NULL
         GROUP BY "job_id"`,
        [ids],
      ),
    ]);
    const of = (jobId: string) => contents.get(jobId) ?? contents.set(jobId, { clips: [], finished: [] }).get(jobId)!;
    for (const { jobId, ...clip } of clips) of(jobId).clips.push(clip);
    for (const { jobId, finished } of outputs) of(jobId).finished = finished;
    return contents;
  }

  /** Newest first; the id breaks ties, so the history and the free-access rule agree on "latest". */
  private latest(userId: string, limit: number, manager: EntityManager = this.dataSource.manager): Promise<Job[]> {
    return manager.find(Job, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
