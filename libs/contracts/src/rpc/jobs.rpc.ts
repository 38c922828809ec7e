// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { FRAMING_CHOICES, type FramingChoice, PLACEMENT_NAMES, type PlacementName, SECTIONS } from '../events/render.events';
import type { JobView, ProcessAnswer } from '../http/job.dto';

export class JobClip {
  @IsIn(SECTIONS) section!: (typeof SECTIONS)[number];
  @Matches(/^[A-Za-z0-9][A-Za-z0-9/_.=-]{0,1023}$/) objectKey!: string;
  @IsString() @MaxLength(300) originalName!: string;
  @IsNumber() @Min(0) durationSec!: number;
  /** Hex SHA-256 of the clip's bytes: the same content is normalised once per user. */
  @IsOptional() @Matches(/^[0-9a-f]{64}$/) contentSha256?: string;
}

/** Sent by the uploads service once every clip of an upload is stored and accepted. */
export class CreateJobRequest {
  @IsUUID() userId!: string;
  @IsBoolean() isPaid!: boolean;
  @ArrayMinSize(1) @ArrayMaxSize(4) @IsIn(PLACEMENT_NAMES, { each: true }) placements!: PlacementName[];
  @ArrayMinSize(3) @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => JobClip) clips!: JobClip[];
  /** How every clip is framed in every placement; `auto` when absent. */
  @IsOptional() @IsIn(FRAMING_CHOICES) framing?: FramingChoice;
}

export class JobOfUserRequest {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  /** Pro work is rendered first; decided by the caller's plan at the time of the call. */
  @IsBoolean() priority!: boolean;
}

export class JobLookupRequest {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  /** As in ListJobsRequest: without it, only the job the free history lists (the latest) opens. */
  @IsBoolean() fullHistory!: boolean;
}

export class ListJobsRequest {
  @IsUUID() userId!: string;
  /** Pro keeps the full history; free users see their latest job only. */
  @IsBoolean() fullHistory!: boolean;
  @IsInt() @Min(1) limit!: number;
}

/** How many jobs a history lists: Pro keeps `limit`, free users see their latest job only. */
export const historyLength = (request: ListJobsRequest): number => (request.fullHistory ? request.limit : 1);

/** Changes whenever anything the same history request would show changes (a job, its clips, its outputs). */
export interface HistoryVersion {
  version: string;
}

export class OutputLookupRequest {
  @IsUUID() userId!: string;
  /** As in ListJobsRequest: without it, only outputs of the latest job open. */
  @IsBoolean() fullHistory!: boolean;
  /** `<jobId>--<output name>`, the last segment of an outputVideos path. */
  @Matches(/^[0-9a-f-]{36}--[A-Za-z0-9_.-]{1,200}$/) downloadName!: string;
}

export interface OutputLocation {
  objectKey: string;
  fileName: string;
  sizeBytes: number;
}

export interface JobArchive {
  job: JobView;
  outputs: Array<OutputLocation & { sha256: string }>;
  manifestCsv: string;
}

export type { JobView, ProcessAnswer };

/** The uploads service's storage quota: what the user's rendered outputs take (source clips are its own). */
export class StoredOutputsRequest {
  @IsUUID() userId!: string;
}

export interface StoredOutputsView {
  /** The sizes of every output kept for the user, as the render reported them. */
  bytes: number;
}
