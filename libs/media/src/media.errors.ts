/*
 * Two kinds of failure, because callers answer them differently: a rejected upload is the user's
 * file (say why, in words they understand), a process error is ours (the input was accepted but
 * ffmpeg failed, timed out or was stopped). Plain Error subclasses, so this lib stays free of Nest
 * and of the contracts' error codes; the services map them.
 */

export class MediaRejectedError extends Error {
  /**
   * @param reason a predicate a person understands, e.g. `is not a video file`
   * @param fileName optional display name, prefixed to the message
   */
  constructor(
    readonly reason: string,
    readonly fileName?: string,
  ) {
    super(fileName ? `${fileName} ${reason}` : reason);
    this.name = 'MediaRejectedError';
  }

  /** The same rejection, naming the file. */
  forFile(fileName: string): MediaRejectedError {
    return new MediaRejectedError(this.reason, fileName);
  }
}

export class MediaProcessError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaProcessError';
  }
}

/**
 * The tool ran to its end and reported errors about its input (a non-zero exit, or error lines
 * where none are allowed): for a customer's clip, the file is damaged or incomplete. `detail`
 * is the tool's own account, for the log only.
 */
export class MediaDecodeError extends MediaProcessError {
  constructor(
    readonly what: string,
    readonly detail: string,
  ) {
    super(`${what} failed: ${detail}`);
    this.name = 'MediaDecodeError';
  }
}

/** The wall-clock limit ran out and the process was killed. */
export class MediaTimeoutError extends MediaProcessError {
  constructor(
    readonly what: string,
    readonly timeoutMs: number,
  ) {
    super(`${what} timed out after ${formatMs(timeoutMs)} and was killed`);
    this.name = 'MediaTimeoutError';
  }
}

/** The caller's AbortSignal fired; the process was killed. */
export class MediaAbortedError extends MediaProcessError {
  constructor(readonly what: string) {
    super(`${what} was aborted`);
    this.name = 'MediaAbortedError';
  }
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${+(ms / 1000).toFixed(1)} s` : `${ms} ms`;
}

/**
 * A customer's text variant or its style cannot be drawn (a letter the font lacks, too long for
 * the frame): their input is refused, as a 400 says, and no clip is at fault. `reason` is one of
 * TEXT_MESSAGES, shown as it is.
 */
export class TextRejectedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TextRejectedError';
  }
}
