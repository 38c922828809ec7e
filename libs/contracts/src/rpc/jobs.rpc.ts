// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsClipLabel } from '../creative/clip-label.validator';
import { IsJobName } from '../creative/job-name.validator';
import { TextStyleBody, TextVariantBody } from '../creative/text-variant.validators';
import type { TextStyle } from '../creative/text-variants';
import { FRAMING_CHOICES, type FramingChoice } from '../creative/framing-modes';
import { PLACEMENT_NAMES, type PlacementName } from '../creative/placements';
import { SAFE_FILE_NAME_PATTERN } from '../creative/safe-file-name';
import { SECTIONS, type UploadSection } from '../creative/sections';
import { FocusPoint } from '../events/render.events';
import { DOWNLOAD_NAME_PATTERN, MAX_JOB_OUTPUTS } from '../http/download-name';
import type { JobPlanView } from '../http/combination-plan.dto';
import type { ClipFramingView, JobFramingView } from '../http/framing.dto';
import type { JobView, ProcessAnswer } from '../http/job.dto';
import { JOB_OPENERS, type JobOpener, type Plan, PLAN_LIMITS, PLANS } from '../plan-policy';
import { OBJECT_KEY_PATTERN } from './clips.rpc';

export class JobClip {
  /** The library clip (uploads service) this is; jobs refer to clips by it. */
  @IsUUID() clipId!: string;
  @IsIn(SECTIONS) section!: UploadSection;
  @Matches(OBJECT_KEY_PATTERN) objectKey!: string;
  @IsString() @MaxLength(300) originalName!: string;
  /** The customer's label of the library clip, and when it was set: later changes come as ClipLabelChangedV1. */
  @IsOptional() @IsClipLabel() label?: string;
  @IsOptional() @IsISO8601() labelChangedAt?: string;
  @IsNumber() @Min(0) durationSec!: number;
  /** Hex SHA-256 of the clip's bytes: the same content is normalised once per user. */
  @IsOptional() @Matches(/^[0-9a-f]{64}$/) contentSha256?: string;
  /** The picture as shown (rotation and pixel aspect applied): what framing is decided by. */
  @IsOptional() @IsInt() @Min(2) width?: number;
  @IsOptional() @IsInt() @Min(2) height?: number;
  /** The clip's poster frame (libs/storage clipPosterKey), for framing previews; absent if none could be taken. */
  @IsOptional() @Matches(OBJECT_KEY_PATTERN) posterKey?: string;
}

/** Sent by the uploads service once every clip of an upload is stored and accepted. */
export class CreateJobRequest {
  @IsUUID() userId!: string;
  /** The uploader's plan: the job keeps it, and it is shown as the job's `isPaid`. */
  @IsIn(PLANS) plan!: Plan;
  @ArrayMinSize(1) @ArrayMaxSize(4) @IsIn(PLACEMENT_NAMES, { each: true }) placements!: PlacementName[];
  @ArrayMinSize(3) @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => JobClip) clips!: JobClip[];
  /** How every clip is framed in every placement; `auto` when absent. */
  @IsOptional() @IsIn(FRAMING_CHOICES) framing?: FramingChoice;
}

/**
 * Clips added to a job that is not rendering (pending, completed or failed), after its own. The
 * section totals must stay within the plan's files per section; a later start renders only the
 * combinations the job does not have yet.
 */
export class AddJobClipsRequest {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsIn(PLANS) plan!: Plan;
  @ArrayMinSize(1) @ArrayMaxSize(30) @ValidateNested({ each: true }) @Type(() => JobClip) clips!: JobClip[];
}

export class JobOfUserRequest {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  /** The caller's plan now: it decides the job's limits, quotas and render priority (plan-policy). */
  @IsIn(PLANS) plan!: Plan;
}

/** One of the customer's jobs; it opens if their plan's history rule allows (plan-policy history). */
export class JobLookupRequest {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsIn(PLANS) plan!: Plan;
}

/**
 * A lookup that services send too: the mail, the webhook and the mailed links of a finished job
 * send `NOTIFIED_JOB` in place of a plan, and that job opens whatever the owner's plan is.
 */
export class OpenJobRequest {
  @IsUUID() jobId!: string;
  @IsUUID() userId!: string;
  @IsIn(JOB_OPENERS) plan!: JobOpener;
}

/** A job's zip; with `fileNames`, of those outputs only (a selection in the app). */
export class JobArchiveRequest extends OpenJobRequest {
  @IsOptional() @ArrayMinSize(1) @ArrayMaxSize(MAX_JOB_OUTPUTS) @Matches(SAFE_FILE_NAME_PATTERN, { each: true }) fileNames?: string[];
}

/** The customer's Video History: as many of their newest jobs as their plan's history lists. */
export class ListJobsRequest {
  @IsUUID() userId!: string;
  @IsIn(PLANS) plan!: Plan;
}

/** Changes whenever anything the same history request would show changes (a job, its clips, its outputs). */
export interface HistoryVersion {
  version: string;
}

export class OutputLookupRequest {
  @IsUUID() userId!: string;
  /** As in OpenJobRequest: outputs of the jobs the plan's history opens, or of a notified job. */
  @IsIn(JOB_OPENERS) plan!: JobOpener;
  /** `<jobId>--<output name>`, the last segment of an outputVideos path. */
  @Matches(DOWNLOAD_NAME_PATTERN) downloadName!: string;
}

export interface OutputLocation {
  objectKey: string;
  fileName: string;
  sizeBytes: number;
}

/** A file of a job's zip that jobs writes itself rather than reads from storage (the manifest). */
export interface ArchiveText {
  zipPath: string;
  content: string;
}

/**
 * A job's zip, laid out by jobs: the caller streams each output (and its thumbnail, when stored)
 * to the path given and adds the texts, deciding nothing about where anything goes.
 */
export interface JobArchive {
  job: JobView;
  /** In reading order (intro slowest), each with its thumbnail's key and where both sit in the zip. */
  outputs: Array<OutputLocation & { sha256: string; placementTag: string; thumbnailKey: string; zipPath: string; thumbnailZipPath: string }>;
  /** The manifest, as CSV and as JSON. */
  texts: ArchiveText[];
}

export type { JobView, ProcessAnswer };

/** A clip of a job in URLs: `<section>-<position>`, position 1-based in upload order (`intro-1`). */
export const CLIP_ID = /^(intro|body|cta)-([1-9][0-9]?)$/;

/** One clip of one of the caller's jobs. */
export class ClipOfJobRequest extends JobLookupRequest {
  @Matches(CLIP_ID) clipId!: string;
}

/** A clip taken out of a job that is not rendering, with the outputs made from it. */
export class RemoveJobClipRequest extends ClipOfJobRequest {}

/** The buyer's framing of one clip in one placement, before processing starts. */
export class SetClipFramingRequest extends ClipOfJobRequest {
  @IsIn(PLACEMENT_NAMES) placement!: PlacementName;
  @IsIn(FRAMING_CHOICES) framing!: FramingChoice;
  @IsOptional() @ValidateNested() @Type(() => FocusPoint) focus?: FocusPoint;
}

/** What a preview of one clip in one placement is made from: the poster and the clip's framing there. */
export class ClipPreviewRequest extends ClipOfJobRequest {
  @IsIn(PLACEMENT_NAMES) placement!: PlacementName;
  /** The 1-based position of one of the job's texts, drawn on a hook's preview; absent for none. */
  @IsOptional() @IsInt() @Min(1) text?: number;
}

export interface ClipPreviewSource {
  posterKey: string;
  /** The poster's size: the clip's picture as shown. */
  width: number;
  height: number;
  framing: FramingChoice;
  focus: { x: number; y: number };
  /** The text asked for, in the job's style, to draw as the render draws it on the hook. */
  text?: { text: string; style: TextStyle };
}

export type { ClipFramingView, JobFramingView };

export class DurationBudgetSetting {
  @IsNumber() @Min(0) @Max(3600) minSec!: number;
  @IsNumber() @Min(0) @Max(3600) maxSec!: number;
}

/** The buyer's plan of a job's combinations (CombinationPlanSettings): `PUT /api/jobs/{id}/plan`'s body. */
export class CombinationPlanSettingsBody {
  @IsArray() @ArrayMaxSize(200) @IsString({ each: true }) @MaxLength(40, { each: true }) exclusions!: string[];
  @IsOptional() @ValidateNested() @Type(() => DurationBudgetSetting) duration!: DurationBudgetSetting | null;
  @IsOptional() @IsInt() @Min(1) @Max(1000) balanced!: number | null;
  @IsString() @MaxLength(200) nameTemplate!: string;
  @IsOptional() @IsArray() @ArrayMaxSize(PLAN_LIMITS.pro.maxTexts) @ValidateNested({ each: true }) @Type(() => TextVariantBody) texts?: TextVariantBody[];
  @IsOptional() @ValidateNested() @Type(() => TextStyleBody) textStyle?: TextStyleBody | null;
}

/** A job's plan set before processing starts. */
export class SetJobPlanRequest extends JobLookupRequest {
  @ValidateNested() @Type(() => CombinationPlanSettingsBody) settings!: CombinationPlanSettingsBody;
}

export type { JobPlanView };

/** `PATCH /api/jobs/{id}`'s body: the job's new name (contracts job-name's rule; trimmed when kept). */
export class RenameJobBody {
  @IsJobName() name!: string;
}

/** A job renamed by its owner. */
export class RenameJobRequest extends JobLookupRequest {
  @IsJobName() name!: string;
}

/** The uploads service's storage quota: what the user's rendered outputs take (source clips are its own). */
export class StoredOutputsRequest {
  @IsUUID() userId!: string;
}

export interface StoredOutputsView {
  /** The sizes of every output kept for the user, as the render reported them. */
  bytes: number;
}
