import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADS_EXPORT_LIMITS,
  CreateJobReportRequest,
  type DeletedJobReport,
  JobLookupRequest,
  JobReportRequest,
  type JobReportSummary,
  type JobReportView,
  type JobView,
  type OtherJobsNames,
  UpdateJobReportRequest,
} from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { namesBearingOn } from '@reelmix/analysis';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { JobRepository } from '../jobs/job.repository';
import { designToRead, type ExportReading, readExport } from './export-reading';
import type { JobReport } from './job-report.entity';
import { JobReportsRepository } from './job-reports.repository';
import { figuresOf, toJobReportSummary, toJobReportView } from './job-report-view';
import { ReportThrottle } from './report-throttle';
import { JobsErrors } from '../jobs-errors';

/**
 * Ads-export reports kept with a job. Every call opens the job as its view does (the owner, and
 * the free history's latest job only), so a job the caller may not open answers as it would
 * there; a report is then looked up within that job and that user, so any other id is not found.
 */
@Injectable()
export class JobReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly reports: JobReportsRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly throttle: ReportThrottle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(request: CreateJobReportRequest): Promise<JobReportView> {
    const job = await this.jobs.openView(request.userId, request.jobId, request.plan);
    // Refused before the reading, so a full job costs the buyer none of their minute's readings.
    await this.assertRoomFor(job.id);
    const reading = readingOf(request.reading);
    const report = await this.read(request.userId, job, request.csv, reading);
    const now = this.clock.now();
    const row: JobReport = {
      id: randomUUID(),
      jobId: job.id,
      userId: request.userId,
      fileName: request.fileName,
      ...reading,
      csv: request.csv,
      report,
      ...figuresOf(report),
      createdAt: now,
      updatedAt: now,
    };
    await this.dataSource.transaction(async (manager) => {
      // The job row's lock (the insert's revision bump takes it anyway) makes two creates take
      // turns, so they cannot both keep the last allowed report; a job deleted meanwhile is gone.
      if (!(await this.jobs.lock(manager, job.id))) throw JobsErrors.jobNotFound();
      await this.assertRoomFor(job.id, manager);
      await this.reports.add(manager, row);
    });
    return toJobReportView(row);
  }

  /** Newest first. */
  async list(request: JobLookupRequest): Promise<JobReportSummary[]> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    const rows = await this.reports.summariesOf(job.id, request.userId);
    return rows.map(toJobReportSummary);
  }

  async get(request: JobReportRequest): Promise<JobReportView> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    return toJobReportView(await this.reportOf(job.id, request));
  }

  /** The kept export read again with another metric or mapping, against the job's outputs as they are now. */
  async update(request: UpdateJobReportRequest): Promise<JobReportView> {
    const job = await this.jobs.openView(request.userId, request.jobId, request.plan);
    const stored = await this.reportOf(job.id, request);
    const reading = readingOf(request.reading);
    const report = await this.read(request.userId, job, stored.csv, reading);
    const changes = { ...reading, report, ...figuresOf(report), updatedAt: this.clock.now() };
    // Deleted while it was being read.
    if (!(await this.reports.update({ id: stored.id, jobId: job.id, userId: request.userId }, changes))) throw JobsErrors.reportNotFound();
    return toJobReportView({ ...stored, ...changes });
  }

  async delete(request: JobReportRequest): Promise<DeletedJobReport> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    if (!(await this.reports.remove({ id: request.reportId, jobId: job.id, userId: request.userId }))) throw JobsErrors.reportNotFound();
    return { id: request.reportId };
  }

  /** The names of the customer's other jobs that an export of this one could meet (`namesBearingOn`). */
  async otherJobsNames(request: JobLookupRequest): Promise<OtherJobsNames> {
    const job = await this.jobs.openView(request.userId, request.jobId, request.plan);
    return { fileNames: await this.namesBearingOnJob(request.userId, job) };
  }

  /** A job without outputs is refused before the throttle counts the reading. */
  private async read(userId: string, job: JobView, csv: string, reading: ExportReading) {
    const design = designToRead(job);
    this.throttle.admit(userId);
    return readExport(design, csv, reading, await this.namesBearingOnJob(userId, job));
  }

  private async namesBearingOnJob(userId: string, job: JobView): Promise<string[]> {
    const own = (job.outputs ?? []).map((output) => output.fileName);
    return namesBearingOn(own, await this.outputs.finishedNamesOfOtherJobs(userId, job.id));
  }

  private async reportOf(jobId: string, request: JobReportRequest): Promise<JobReport> {
    const report = await this.reports.find({ id: request.reportId, jobId, userId: request.userId });
    if (!report) throw JobsErrors.reportNotFound();
    return report;
  }

  private async assertRoomFor(jobId: string, manager?: EntityManager): Promise<void> {
    if ((await this.reports.countOf(jobId, manager)) >= ADS_EXPORT_LIMITS.reportsPerJob) throw JobsErrors.tooManyReports();
  }
}

/** Kept as plain data: the request's mapping is a validated class instance, and absent means none. */
function readingOf(reading: CreateJobReportRequest['reading']): ExportReading {
  const { metric, mapping } = reading;
  return { metric, mapping: mapping ? { ...mapping } : null };
}
