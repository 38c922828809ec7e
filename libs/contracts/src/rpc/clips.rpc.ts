import { IsIn, IsUUID, Matches, ValidateIf } from 'class-validator';
import { IsClipLabel } from '../creative/clip-label.validator';
import { type Plan, PLANS } from '../plan-policy';

/** An object storage key as services pass them: never a path a client chose. */
export const OBJECT_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.=-]{0,1023}$/;

/** The clip library's owner is the uploads service; jobs refer to its clips by id. */
export class ClipLibraryRequest {
  @IsUUID() userId!: string;
  /** Which clips the library lists is the plan's clip retention (plan-policy). */
  @IsIn(PLANS) plan!: Plan;
}

export class LibraryClipRequest {
  @IsUUID() userId!: string;
  @IsUUID() clipId!: string;
}

/** A clip's label set (trimmed, as `clipLabelFrom` keeps it) or cleared (null); answered only to its owner. */
export class SetClipLabelRequest {
  @IsUUID() userId!: string;
  @IsUUID() clipId!: string;
  @ValidateIf((request: SetClipLabelRequest) => request.label !== null) @IsClipLabel() label!: string | null;
}

/** Where a library clip's poster is stored, for the gateway to send; answered only to its owner. */
export interface ClipPosterLocation {
  posterKey: string;
}

/**
 * Sent by the library before it deletes a clip: every job of the user that uses it (by id, or by
 * object key for clips stored before jobs recorded ids) drops the clip and the outputs made from
 * it, objects included. Refused (409) while such a job is rendering. Idempotent.
 */
export class ForgetClipRequest {
  @IsUUID() userId!: string;
  @IsUUID() clipId!: string;
  @Matches(OBJECT_KEY_PATTERN) objectKey!: string;
}

export interface ForgottenClip {
  removedOutputs: number;
  changedJobs: number;
}
