import type { ToastOptions } from '@reelmix/ui';
import { uploadToasts } from './upload-messages';

/** The gateway's error body (`{ error, message, details }`), read leniently: any field may be missing. */
export interface ErrorAnswer {
  error?: string;
  message?: string;
  details?: unknown;
}

/** Reads an error body; an empty or non-JSON one reads as no fields at all. */
export function errorAnswer(text: string): ErrorAnswer {
  try {
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as ErrorAnswer) : {};
  } catch {
    return {};
  }
}

/** The render tools themselves are missing or broken: retrying the same files will not help. */
export function mentionsProcessingTools(answer: ErrorAnswer): boolean {
  return /ffprobe|ffmpeg|processing tools?/i.test(`${answer.error ?? ''} ${JSON.stringify(answer.details ?? '')}`);
}

/**
 * The service titles its refusals ("Too Many Files: Maximum ..."): the title becomes the toast's
 * and the rest its text. Undefined for a refusal without a title.
 */
export function titledRefusal(answer: ErrorAnswer): ToastOptions | undefined {
  const message = answer.error || answer.message || '';
  const title = (answer.details as { title?: unknown } | undefined)?.title;
  if (typeof title === 'string' && message.startsWith(`${title}: `)) {
    return uploadToasts.refused(title, message.slice(title.length + 2));
  }
  return undefined;
}

/** A refused upload or start, titled by the service when it gave a title. */
export function refusalToast(answer: ErrorAnswer): ToastOptions {
  return titledRefusal(answer) ?? uploadToasts.uploadFailed(answer.error || answer.message || 'Upload failed');
}
