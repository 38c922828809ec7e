/*
 * Failures of a video's way to Meta that are not a single refused call: the upload lost its
 * place, or Meta took the file but did not turn it into a playable video. Each names the video,
 * so a job's log says which render never became an ad.
 */

/** The resumable upload could not be completed (offsets out of the file, resumes used up, finish refused). */
export class MetaVideoUploadError extends Error {
  readonly retryable = false;

  constructor(
    readonly filePath: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Uploading ${filePath} to Meta failed: ${reason}`, options);
    this.name = 'MetaVideoUploadError';
  }
}

/** Meta reported the video's processing as failed; the file needs looking at, not another poll. */
export class MetaVideoProcessingFailedError extends Error {
  readonly retryable = false;

  constructor(
    readonly videoId: string,
    readonly detail: string,
  ) {
    super(`Meta could not process video ${videoId}: ${detail}`);
    this.name = 'MetaVideoProcessingFailedError';
  }
}

/** The upload finished but the video was still not ready at the deadline. */
export class MetaVideoNeverProcessedError extends Error {
  readonly retryable = false;

  constructor(
    readonly videoId: string,
    readonly waitedMs: number,
    readonly lastStatus: string,
  ) {
    super(`Meta never finished processing video ${videoId}: still "${lastStatus}" after ${Math.round(waitedMs / 1000)} s`);
    this.name = 'MetaVideoNeverProcessedError';
  }
}
