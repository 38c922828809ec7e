import { DomainError, ErrorCode, SECTION_NOUNS, type UploadSection } from '@reelmix/contracts';

/** Clips can be added to or removed from a job only while nothing of it is rendering. */
export const JOB_RENDERING_MESSAGE = 'This job is rendering: add clips once it has finished';
export const JOB_RENDERING_REMOVE_MESSAGE = 'This job is rendering: remove clips once it has finished';
export const CLIP_IN_RENDERING_JOB_MESSAGE = 'A job using this clip is rendering: delete the clip once it has finished';

export function lastClipOfSection(section: UploadSection): DomainError {
  return new DomainError(
    ErrorCode.ValidationFailed,
    `This is the job's last ${SECTION_NOUNS[section]} clip: every job needs at least one, so add another before removing it`,
  );
}
