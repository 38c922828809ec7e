import type { ToastOptions } from '@reelmix/ui';
import { JOB_TOAST_MS } from '../jobs/job-progress';

/** Why a render stopped, in the toast and in the progress card of a job that failed in the background. */
export const processingFailedMessage = (reason: string) => `Your videos were uploaded but processing failed: ${reason}`;

/** The server's reasons mostly come without a closing stop (contracts TEXT_MESSAGES); one is added where another sentence follows. */
const asSentence = (reason: string) => (/[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`);

const failure = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive', duration: JOB_TOAST_MS });

/**
 * The upload flow's notifications, in the words of docs/product-rules.md#the-upload-flow. None
 * states how long processing takes: the job's panel shows the server's estimate, the one on screen.
 */
export const uploadToasts = {
  uploadSuccessful: {
    title: 'Upload Successful',
    description: 'Your video variations are ready. Watch or download them below.',
    variant: 'success',
    duration: JOB_TOAST_MS,
  },
  emailNotificationEnabled: {
    title: 'Upload Complete - Email Notification Enabled',
    description: "Your videos are being processed. We'll email you download links when ready.",
    variant: 'success',
    duration: JOB_TOAST_MS,
  },
  processingInBackground: {
    title: 'Processing in Background',
    description: "We'll email you download links when ready, and it's safe to close this page.",
    duration: JOB_TOAST_MS,
  },
  uploadTakingLonger: {
    title: 'Upload Taking Longer Than Expected',
    description: "Your upload is still going. We'll email you download links when your videos are ready, and it's safe to close this page.",
    duration: JOB_TOAST_MS,
  },
  sessionExpired: failure('Session Expired', 'Please refresh the page and login again to upload files'),
  proAccessRequired: failure('Pro Access Required', 'This feature requires a Pro subscription'),
  uploadTimeout: failure('Upload Timeout', 'Upload is taking too long. Please try uploading fewer or smaller files.'),
  processingSystemUnavailable: failure(
    'Processing System Unavailable',
    'Video processing is temporarily unavailable. Please try again later or contact support.',
  ),
  connectionError: failure('Connection Error', 'Unable to start processing. Please check your connection and try again.'),
  authenticationRequired: failure('Authentication Required', 'Please log in to upload videos'),
  authenticationError: failure('Authentication Error', 'Session expired. Please log in again.'),
  processingFailed: (reason: string) => failure('Processing Failed', processingFailedMessage(reason)),
  uploadFailed: (message: string) => failure('Upload Failed', message),
  /** The job was made but its texts were refused or unanswered: the videos stay, the texts are written again in the plan. */
  textsNotSaved: (reason: string) =>
    failure('Texts Not Saved', `Your videos were uploaded, but the texts could not be added to the job: ${asSentence(reason)} Write them again where you choose the combinations.`),
  /** A refusal the service titled itself, e.g. "Too Many Files: Maximum 3 files ...". */
  refused: (title: string, message: string) => failure(title, message),
} satisfies Record<string, ToastOptions | ((...args: string[]) => ToastOptions)>;

export const NETWORK_ERROR_MESSAGE = 'Network error - please check your connection and try again';

/** What the progress card says after a 401 (docs/product-rules.md#the-upload-flow). */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please refresh the page and login again.';
