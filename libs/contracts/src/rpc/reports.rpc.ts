import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { type ColumnMapping, VERDICT_METRICS, type VerdictMetric } from '../http/analysis-report.dto';
import { ADS_EXPORT_LIMITS } from '../http/job-report.dto';
import { JobLookupRequest } from './jobs.rpc';

const COLUMN_NAME_MAX = 200;

/** The buyer's column mapping as a request carries it (the names of the export's columns). */
export class ColumnMappingBody implements ColumnMapping {
  @IsString() @MinLength(1) @MaxLength(COLUMN_NAME_MAX) adName!: string;
  @IsString() @MinLength(1) @MaxLength(COLUMN_NAME_MAX) impressions!: string;
  @IsOptional() @IsString() @MaxLength(COLUMN_NAME_MAX) spend?: string;
  @IsOptional() @IsString() @MaxLength(COLUMN_NAME_MAX) clicks?: string;
  @IsOptional() @IsString() @MaxLength(COLUMN_NAME_MAX) results?: string;
  @IsOptional() @IsString() @MaxLength(COLUMN_NAME_MAX) hookViews?: string;
}

/** How an export is read: the metric the verdicts compare, and the mapping when its columns were not recognised. */
export class ReportReadingBody {
  @IsIn(VERDICT_METRICS) metric!: VerdictMetric;
  @IsOptional() @ValidateNested() @Type(() => ColumnMappingBody) mapping?: ColumnMappingBody | null;
}

/** An ads export read back against a job and kept with it. */
export class CreateJobReportRequest extends JobLookupRequest {
  @IsString() @MinLength(1) @MaxLength(ADS_EXPORT_LIMITS.fileNameMaxLength) fileName!: string;
  /** The export's text (the gateway refuses more than ADS_EXPORT_LIMITS.maxBytes before it gets here). */
  @IsString() @MaxLength(ADS_EXPORT_LIMITS.maxBytes) csv!: string;
  @ValidateNested() @Type(() => ReportReadingBody) reading!: ReportReadingBody;
}

/** One kept report of a job the user may open. */
export class JobReportRequest extends JobLookupRequest {
  @IsUUID() reportId!: string;
}

/** A kept report read again with another metric or mapping. */
export class UpdateJobReportRequest extends JobReportRequest {
  @ValidateNested() @Type(() => ReportReadingBody) reading!: ReportReadingBody;
}

export interface DeletedJobReport {
  id: string;
}
