import { IsJobName } from '../creative/job-name.validator';
import { SAFE_FILE_NAME_PATTERN } from '../creative/safe-file-name';
import { MAX_JOB_OUTPUTS } from '../http/download-name';
import { ArrayMaxSize, IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Min } from 'class-validator';

export class JobCompletedV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsInt() @Min(0) outputCount!: number;
  @IsISO8601() completedAt!: string;
  /**
   * The finished files, in reading order: what the completion mail links to, so mail needs no call
   * back to jobs. Absent in events published before it was carried.
   */
  @IsOptional() @ArrayMaxSize(MAX_JOB_OUTPUTS) @Matches(SAFE_FILE_NAME_PATTERN, { each: true }) fileNames?: string[];
  /** The job's name (contracts job-name), which the mail says; absent in events published before jobs had names. */
  @IsOptional() @IsJobName() jobName?: string;
}

export class JobFailedV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsString() reason!: string;
  @IsISO8601() failedAt!: string;
  /** As in JobCompletedV1. */
  @IsOptional() @IsJobName() jobName?: string;
}

/** One output stored and counted: what a customer's `output.ready` webhook reports. */
export class JobOutputStoredV1 {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @Matches(SAFE_FILE_NAME_PATTERN) fileName!: string;
  @IsISO8601() storedAt!: string;
}
