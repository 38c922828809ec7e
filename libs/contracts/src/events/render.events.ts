// class-transformer's @Type reads decorator metadata as the class is defined.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { FRAMING_CHOICES, type FramingChoice } from '../creative/framing-modes';
import { PLACEMENT_NAMES, type PlacementName } from '../creative/placements';
import { SAFE_FILE_NAME_PATTERN } from '../creative/safe-file-name';
import { SECTIONS, type UploadSection } from '../creative/sections';
import { TextStyleBody } from '../creative/text-variant.validators';
import { MAX_SEGMENTS_PER_RUN, TEXT_VARIANT_MAX_LENGTH } from '../creative/text-variants';

/** A text variant drawn on a hook while it is normalised (libs/media text-filters.ts). */
export class TextOverlayBody {
  @IsString() @MaxLength(TEXT_VARIANT_MAX_LENGTH * 2) text!: string;
  @ValidateNested() @Type(() => TextStyleBody) style!: TextStyleBody;
}

const OBJECT_KEY = /^[A-Za-z0-9][A-Za-z0-9/_.=-]{0,1023}$/;

/** Where `fill` keeps its window: 0..1 of the clip's picture, 0,0 its top-left corner. */
export class FocusPoint {
  @IsNumber() @Min(0) @Max(1) x!: number;
  @IsNumber() @Min(0) @Max(1) y!: number;
}

/** A further text of the same hook and placement, made in the same run: a segment and a task of its own. */
export class MoreTextSegment {
  @IsUUID() taskId!: string;
  @Matches(OBJECT_KEY) segmentKey!: string;
  @ValidateNested() @Type(() => TextOverlayBody) text!: TextOverlayBody;
}

/** Work for a render worker: normalise one source clip for one placement. */
export class NormaliseRequestedV1 {
  @IsUUID() taskId!: string;
  @IsUUID() jobId!: string;
  @Matches(OBJECT_KEY) sourceKey!: string;
  @Matches(OBJECT_KEY) segmentKey!: string;
  @IsIn(PLACEMENT_NAMES) placement!: PlacementName;
  @IsIn(SECTIONS) section!: UploadSection;
  @IsInt() @Min(1) position!: number;
  /** The customer's file name, for messages that name the clip. */
  @IsString() @MaxLength(300) clipName!: string;
  @IsOptional() @IsIn(FRAMING_CHOICES) framing?: FramingChoice;
  /** Set for this clip and placement by the buyer; the centre when absent. */
  @IsOptional() @ValidateNested() @Type(() => FocusPoint) focus?: FocusPoint;
  /** A hook's text variant, drawn in this same encode; absent for every other segment. */
  @ValidateIf((task: NormaliseRequestedV1) => task.text !== undefined || task.moreTexts !== undefined)
  @IsDefined({ message: 'text is required beside moreTexts: it is the first text of the run' })
  @ValidateNested()
  @Type(() => TextOverlayBody)
  text?: TextOverlayBody;
  /**
   * More texts of the same hook and placement, drawn from the same decode and framing (one ffmpeg
   * run, an encoder each); each is announced with its own task id and key. Only beside `text`.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SEGMENTS_PER_RUN - 1)
  @ValidateNested({ each: true })
  @Type(() => MoreTextSegment)
  moreTexts?: MoreTextSegment[];
}

/**
 * A further output of a combine that differs from the task's own only in its hook's text: its own
 * hook segment, the task's body and cta, the same sound and length. A task and an output of its own.
 */
export class MoreTextOutput {
  @IsUUID() taskId!: string;
  @Matches(OBJECT_KEY) hookSegmentKey!: string;
  @Matches(OBJECT_KEY) outputKey!: string;
  @Matches(SAFE_FILE_NAME_PATTERN) fileName!: string;
}

/** Work for a render worker: join three normalised segments into one output. */
export class CombineRequestedV1 {
  @IsUUID() taskId!: string;
  @IsUUID() jobId!: string;
  @ArrayMinSize(3) @ArrayMaxSize(3) @Matches(OBJECT_KEY, { each: true }) segmentKeys!: string[];
  @Matches(OBJECT_KEY) outputKey!: string;
  @Matches(SAFE_FILE_NAME_PATTERN) fileName!: string;
  @IsIn(PLACEMENT_NAMES) placement!: PlacementName;
  /** Sum of the three segments: the output must match it within 0.1 s. */
  @IsNumber() @Min(0) expectedDurationSec!: number;
  /**
   * Each segment's duration in order (from its segment-done event): where the joins are, which
   * the output check decodes across. Absent in events published before it existed; the worker
   * then takes the durations from the downloaded segments.
   */
  @IsOptional() @ArrayMinSize(3) @ArrayMaxSize(3) @IsNumber({}, { each: true }) @Min(0, { each: true }) partDurationsSec?: number[];
  /**
   * Outputs that differ from this one only in their hook's text (made in one normalising run), joined
   * in the same ffmpeg: their sound is the same, so it is encoded once (libs/media combine.ts
   * `sameSoundAs`). Each is stored and announced under its own task id.
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SEGMENTS_PER_RUN - 1)
  @ValidateNested({ each: true })
  @Type(() => MoreTextOutput)
  moreOutputs?: MoreTextOutput[];
}

/** A further segment of the same normalising run (a hook's other texts), done with the event's own. */
export class MoreSegmentDone {
  @IsUUID() taskId!: string;
  @Matches(OBJECT_KEY) segmentKey!: string;
  @IsInt() @Min(1) frames!: number;
  @IsNumber() @Min(0) durationSec!: number;
}

export class SegmentDoneV1 {
  @IsUUID() taskId!: string;
  @IsUUID() jobId!: string;
  @Matches(OBJECT_KEY) segmentKey!: string;
  @IsInt() @Min(1) frames!: number;
  @IsNumber() @Min(0) durationSec!: number;
  /**
   * The run's other segments (a normalise task's `moreTexts`), announced together so the jobs
   * service sees a hook's texts ready at once and joins their outputs together (`moreOutputs`).
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SEGMENTS_PER_RUN - 1)
  @ValidateNested({ each: true })
  @Type(() => MoreSegmentDone)
  moreSegments?: MoreSegmentDone[];
}

export class OutputDoneV1 {
  @IsUUID() taskId!: string;
  @IsUUID() jobId!: string;
  @Matches(SAFE_FILE_NAME_PATTERN) fileName!: string;
  @Matches(OBJECT_KEY) outputKey!: string;
  @IsNumber() @Min(0) durationSec!: number;
  @IsInt() @Min(1) @Max(10000) width!: number;
  @IsInt() @Min(1) @Max(10000) height!: number;
  @IsInt() @Min(1) sizeBytes!: number;
  @Matches(/^[0-9a-f]{64}$/) sha256!: string;
}

export class RenderFailedV1 {
  @IsUUID() taskId!: string;
  @IsUUID() jobId!: string;
  /** Says what failed in words a customer can act on, naming the clip. */
  @IsString() @MaxLength(1000) reason!: string;
}
