import { RenderFailureMessages } from '@reelmix/contracts';
import { MediaDecodeError, MediaRejectedError, MediaTimeoutError, type TextRejectedError } from '@reelmix/media';

/**
 * The customer's reason for a media error. `clipName` is the uploaded clip the step worked on
 * (normalising one clip), or null for steps that work on our own intermediate files (joining,
 * verifying), where a failure is ours whatever ffmpeg said.
 */
export function customerReason(error: Error, clipName: string | null): string {
  if (clipName === null) return RenderFailureMessages.ourFault();
  if (error instanceof MediaRejectedError) return RenderFailureMessages.clipRefused(clipName, error.reason);
  if (error instanceof MediaTimeoutError) return RenderFailureMessages.clipTookTooLong(clipName);
  if (error instanceof MediaDecodeError) return RenderFailureMessages.clipUnreadable(clipName);
  return RenderFailureMessages.ourFault();
}

/**
 * The customer's reason for a text the hook's encode could not draw (a letter the font lacks, a
 * line too long to fit): the text named, in the layout's own words. The gateway lays every text
 * out when the plan is set, so this is the rare case of a font or layout changed since.
 */
export function textRefusedReason(text: string, error: TextRejectedError): string {
  return RenderFailureMessages.textRefused(text, error.reason);
}
