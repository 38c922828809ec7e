import type { PublishAttempt } from './publish-attempt';

/** The local copies of an output the platform uploads. */
export interface OutputFiles {
  video: string;
  thumbnail: string;
}

/**
 * One platform's way from an output to an ad, step by step on a PublishAttempt. `open` answers
 * the buyer's access to the platform or refuses with the buyer's words; `noteRefusal` marks the
 * connection when the platform refused its token.
 */
export interface PlatformSteps<Access> {
  open(userId: string): Promise<Access>;
  run(attempt: PublishAttempt, access: Access, withFiles: (work: (files: OutputFiles) => Promise<void>) => Promise<void>, signal?: AbortSignal): Promise<void>;
  noteRefusal(access: Access, error: unknown): Promise<void>;
}
