import type { ToastOptions } from '@reelmix/ui';
import { ApiError } from '../../api/http';
import { JOB_TOAST_MS } from '../jobs/job-progress';
import { errorAnswer, mentionsProcessingTools, titledRefusal } from '../upload/error-answer';
import { uploadToasts } from '../upload/upload-messages';

export const renderToasts = {
  started: {
    title: 'Rendering Started',
    description: "Your videos are being rendered. We'll email you download links when they're ready.",
    variant: 'success',
    duration: JOB_TOAST_MS,
  },
  sessionExpired: {
    title: 'Session Expired',
    description: 'Please log in again to render your videos.',
    variant: 'destructive',
    duration: JOB_TOAST_MS,
  },
} satisfies Record<string, ToastOptions>;

/**
 * Why a reviewed job did not start rendering, in the upload widget's words for the same answers:
 * a quota's own title and sentence (429), the tools being down, else the gateway's reason.
 */
export function renderRefusalToast(error: unknown): ToastOptions {
  // No answer at all: fetch rejects when the connection fails.
  if (!(error instanceof ApiError)) return uploadToasts.connectionError;
  if (error.status === 401) return renderToasts.sessionExpired;
  const answer = errorAnswer(error.responseText);
  const titled = error.status === 429 ? titledRefusal(answer) : undefined;
  if (titled) return titled;
  if (mentionsProcessingTools(answer)) return uploadToasts.processingSystemUnavailable;
  return uploadToasts.processingFailed(answer.error || answer.message || error.responseText || `status ${error.status}`);
}
