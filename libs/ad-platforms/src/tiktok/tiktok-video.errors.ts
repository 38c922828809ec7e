/*
 * Failures of a video's way to TikTok that are not a single refused call: the upload could not
 * be made or confirmed, or TikTok took the file but never made it usable. Each names the file or
 * the video, so a job's log says which render never became an ad.
 */

/** The upload could not be completed or TikTok's answer does not match the file sent. */
export class TikTokVideoUploadError extends Error {
  readonly retryable = false;

  constructor(
    readonly filePath: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Uploading ${filePath} to TikTok failed: ${reason}`, options);
    this.name = 'TikTokVideoUploadError';
  }
}

/** The upload finished but the video was still not usable at the deadline. */
export class TikTokVideoNeverProcessedError extends Error {
  readonly retryable = false;

  constructor(
    readonly videoId: string,
    readonly waitedMs: number,
    readonly lastStatus: string,
  ) {
    super(`TikTok never finished processing video ${videoId}: still ${lastStatus} after ${Math.round(waitedMs / 1000)} s`);
    this.name = 'TikTokVideoNeverProcessedError';
  }
}
