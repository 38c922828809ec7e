import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobOutput } from '../jobs/job-output.entity';
import { Job } from '../jobs/job.entity';

/**
 * What a user's rendered outputs take in storage, for the uploads service's storage quota. An
 * output is counted once the render has stored and reported it (its size is recorded then).
 */
@Injectable()
export class StoredOutputsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async bytesOf(userId: string): Promise<number> {
    const row = await this.dataSource.manager
      .createQueryBuilder(JobOutput, 'output')
      .innerJoin(Job, 'job', 'job.id = output.jobId')
      .where('job.userId = :userId', { userId })
      .select('COALESCE(SUM(output.sizeBytes), 0)', 'bytes')
      .getRawOne<{ bytes: string }>();
    return Number(row?.bytes ?? 0);
  }
}
