import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, ErrorCode, JobView } from '@reelmix/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { JobClip } from './job-clip.entity';
import { JobOutput } from './job-output.entity';
import { Job } from './job.entity';
import { toJobView } from './job-view';

export const PRO_ACCESS_REQUIRED = 'Pro Access Required';
export const PRO_ACCESS_DETAIL = 'This feature requires a Pro subscription';

/** Reads jobs with their clips and outputs; every read is scoped to the owner. */
@Injectable()
export class JobRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Not found and not yours answer the same, so job ids cannot be probed. */
  async ownedBy(userId: string, jobId: string, manager: EntityManager = this.dataSource.manager): Promise<Job> {
    const job = await manager.findOne(Job, { where: { id: jobId, userId } });
    if (!job) throw new DomainError(ErrorCode.NotFound, 'Job not found');
    return job;
  }

  /**
   * A job its owner may open: with full history (Pro) any of theirs; otherwise only the one the
   * free history lists, their latest. Ownership is checked first, so a stranger still gets 404.
   */
  async openableBy(userId: string, jobId: string, fullHistory: boolean): Promise<Job> {
    const job = await this.ownedBy(userId, jobId);
    if (fullHistory) return job;
    const [latest] = await this.latest(userId, 1);
    if (latest?.id !== job.id) {
      throw new DomainError(ErrorCode.Forbidden, PRO_ACCESS_REQUIRED, { message: PRO_ACCESS_DETAIL });
    }
    return job;
  }

  /** Locks the job row: result handlers of one job run one at a time, so no output is lost or doubled. */
  async lock(manager: EntityManager, jobId: string): Promise<Job | null> {
    return manager.findOne(Job, { where: { id: jobId }, lock: { mode: 'pessimistic_write' } });
  }

  async view(job: Job, manager: EntityManager = this.dataSource.manager): Promise<JobView> {
    const [clips, outputs] = await Promise.all([
      manager.find(JobClip, { where: { jobId: job.id } }),
      manager.find(JobOutput, { where: { jobId: job.id } }),
    ]);
    return toJobView(job, clips, outputs);
  }

  async list(userId: string, limit: number): Promise<JobView[]> {
    const jobs = await this.latest(userId, limit);
    return Promise.all(jobs.map((job) => this.view(job)));
  }

  /** Every job of the user, newest first, whatever their plan (the admin's view). Two queries for the clips and outputs of all. */
  async allOf(userId: string): Promise<JobView[]> {
    const manager = this.dataSource.manager;
    const jobs = await manager.find(Job, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (jobs.length === 0) return [];
    const ids = In(jobs.map((job) => job.id));
    const [clips, outputs] = await Promise.all([manager.find(JobClip, { where: { jobId: ids } }), manager.find(JobOutput, { where: { jobId: ids } })]);
    return jobs.map((job) =>
      toJobView(
        job,
        clips.filter((clip) => clip.jobId === job.id),
        outputs.filter((output) => output.jobId === job.id),
      ),
    );
  }

  /** Newest first; the id breaks ties, so the history and the free-access rule agree on "latest". */
  private latest(userId: string, limit: number): Promise<Job[]> {
    return this.dataSource.manager.find(Job, { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }
}
