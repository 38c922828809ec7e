import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, ErrorCode, JobArchive, OutputLocation } from '@reelmix/contracts';
import { manifestCsv } from '@reelmix/media';
import { DataSource, Not, IsNull } from 'typeorm';
import { JobClip } from './job-clip.entity';
import { JobOutput } from './job-output.entity';
import { JobRepository } from './job.repository';

/** Where an owner's finished files are, for single downloads and the whole-job zip. */
@Injectable()
export class JobDownloadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
  ) {}

  async output(userId: string, downloadName: string, fullHistory: boolean): Promise<OutputLocation> {
    const [jobId, fileName] = downloadName.split('--');
    await this.jobs.openableBy(userId, jobId, fullHistory);
    const output = await this.dataSource.manager.findOne(JobOutput, { where: { jobId, fileName, doneAt: Not(IsNull()) } });
    if (!output) throw new DomainError(ErrorCode.NotFound, 'Video not found');
    return { objectKey: output.objectKey, fileName: output.fileName, sizeBytes: Number(output.sizeBytes) };
  }

  async archive(userId: string, jobId: string, fullHistory: boolean): Promise<JobArchive> {
    const job = await this.jobs.openableBy(userId, jobId, fullHistory);
    if (job.status !== 'completed') throw new DomainError(ErrorCode.Conflict, 'The job has not finished yet');
    const [clips, outputs] = await Promise.all([
      this.dataSource.manager.find(JobClip, { where: { jobId } }),
      this.dataSource.manager.find(JobOutput, { where: { jobId }, order: { fileName: 'ASC' } }),
    ]);
    const nameOf = (section: JobClip['section'], position: number) =>
      clips.find((clip) => clip.section === section && clip.position === position)?.originalName ?? '';
    const rows = outputs.map((output) => ({
      file: output.fileName,
      intro: nameOf('intro', output.intro),
      body: nameOf('body', output.body),
      cta: nameOf('cta', output.cta),
      placement: output.placement,
      durationSec: output.durationSec ?? 0,
      width: output.width ?? 0,
      height: output.height ?? 0,
      sizeBytes: Number(output.sizeBytes),
      sha256: output.sha256 ?? '',
    }));
    return {
      job: await this.jobs.view(job),
      outputs: outputs.map((output) => ({
        objectKey: output.objectKey,
        fileName: output.fileName,
        sizeBytes: Number(output.sizeBytes),
        sha256: output.sha256 ?? '',
      })),
      manifestCsv: manifestCsv(rows),
    };
  }
}
