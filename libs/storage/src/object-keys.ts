import { isSafeFileName, SAFE_FILE_NAME_RULE, SECTIONS, type UploadSection } from '@reelmix/contracts';
import { InvalidObjectKeyError } from './storage.errors';

/*
 * Every key the product writes is built here, so the bucket layout is in one place:
 *   sources/<userId>/<uploadId>/<section>/<randomId>   uploaded clips (original name only in metadata)
 *   sources/<userId>/<uploadId>/<section>/<randomId>.poster.jpg
 *                                                      each clip's poster frame, for framing previews
 *   outputs/<userId>/<jobId>/<fileName>                rendered files, named after their parts
 *   work/<jobId>/<placement>/<section>-<position>       normalised segments of clips without a content
 *                                                      hash, removed when the job ends
 *   segments/<userId>/<sha256>-<setup>-<placement>-<framing>
 *                                                      normalised segments kept for reuse across jobs
 *                                                      (bounded retention, removed with the account)
 * The user id comes first under each root so deleting an account is two prefix deletes.
 * Stored keys outlive deployments: changing this layout needs a migration of existing objects.
 */

// uuids, nanoids and the like; nothing that could add a segment or climb out of one.
const ID = /^[A-Za-z0-9_-]{1,128}$/;

function id(label: string, value: string): string {
  if (typeof value !== 'string' || !ID.test(value)) {
    throw new InvalidObjectKeyError(String(value), `${label} must be 1-128 of [A-Za-z0-9_-]`);
  }
  return value;
}

export function sourceClipKey(
  userId: string,
  uploadId: string,
  section: UploadSection,
  randomId: string,
): string {
  if (!SECTIONS.includes(section)) {
    throw new InvalidObjectKeyError(String(section), `section must be one of ${SECTIONS.join(', ')}`);
  }
  return `sources/${id('userId', userId)}/${id('uploadId', uploadId)}/${section}/${id('randomId', randomId)}`;
}

// Output names are generated (`h2-b1-c3_9x16.mp4`, `manifest.csv`), so the strict set of safe file
// names costs nothing and keeps them safe in URLs, zip entries and Content-Disposition headers.
export function outputKey(userId: string, jobId: string, fileName: string): string {
  if (!isSafeFileName(fileName)) throw new InvalidObjectKeyError(String(fileName), `fileName must be ${SAFE_FILE_NAME_RULE}`);
  return `outputs/${id('userId', userId)}/${id('jobId', jobId)}/${fileName}`;
}

const POSTER_SUFFIX = '.poster.jpg';

/** A clip's poster frame, beside the clip so whatever removes the clip's prefix takes it too. */
export function clipPosterKey(clipKey: string): string {
  const [root, user, upload, section, randomId, ...rest] = clipKey.split('/');
  if (root !== 'sources' || rest.length > 0 || !randomId) throw new InvalidObjectKeyError(clipKey, 'not a source clip key');
  return `${sourceClipKey(user, upload, section as UploadSection, randomId)}${POSTER_SUFFIX}`;
}

/** Whether `key` is the poster frame of one of this user's clips: a preview reads nothing else. */
export function isPosterKeyOf(userId: string, key: string): boolean {
  if (!key.endsWith(POSTER_SUFFIX)) return false;
  try {
    return clipPosterKey(key.slice(0, -POSTER_SUFFIX.length)) === key && key.startsWith(`sources/${id('userId', userId)}/`);
  } catch {
    return false;
  }
}

/** Every clip of one upload. The trailing `/` keeps `up1` from matching `up10`. */
export function uploadPrefix(userId: string, uploadId: string): string {
  return `sources/${id('userId', userId)}/${id('uploadId', uploadId)}/`;
}

/** An output's thumbnail (JPEG), beside it: `outputs/<user>/<job>/<name>.jpg` for `<name>.mp4`. */
export function outputThumbnailKey(outputObjectKey: string): string {
  const [root, user, job, fileName, ...rest] = outputObjectKey.split('/');
  if (root !== 'outputs' || rest.length > 0 || !fileName?.endsWith('.mp4')) throw new InvalidObjectKeyError(outputObjectKey, 'not an mp4 output key');
  return outputKey(user, job, `${fileName.slice(0, -'.mp4'.length)}.jpg`);
}

/** Every output of one job. */
export function jobOutputPrefix(userId: string, jobId: string): string {
  return `outputs/${id('userId', userId)}/${id('jobId', jobId)}/`;
}

/** Every root of one user, for `deletePrefix` when the account is deleted. */
export function userPrefix(userId: string): string[] {
  const user = id('userId', userId);
  return [`sources/${user}/`, `outputs/${user}/`, userSegmentsPrefix(user)];
}

/** The normalised segments kept for one user. */
export function userSegmentsPrefix(userId: string): string {
  return `segments/${id('userId', userId)}/`;
}

/** Whether a segment key is one kept for reuse across jobs (rather than removed with its job). */
export const isKeptSegmentKey = (key: string): boolean => key.startsWith('segments/');

/** The user a kept segment belongs to, or null for any other key. */
export function ownerOfKeptSegment(key: string): string | null {
  const [root, user, name, ...rest] = key.split('/');
  return root === 'segments' && user && ID.test(user) && name && rest.length === 0 ? user : null;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * A normalised segment kept for reuse: the same bytes (content hash), normalised the same way
 * (codec setup id), for the same frame (placement) and framing give the same segment, so any job
 * of this user may use it instead of normalising again.
 */
export function cachedSegmentKey(
  userId: string,
  segment: { contentSha256: string; codecSetupId: string; placementTag: string; framing: string },
): string {
  if (!SHA256_HEX.test(segment.contentSha256)) throw new InvalidObjectKeyError(segment.contentSha256, 'contentSha256 must be 64 lowercase hex digits');
  const name = [segment.contentSha256, id('codecSetupId', segment.codecSetupId), id('placementTag', segment.placementTag), id('framing', segment.framing)].join('-');
  return `${userSegmentsPrefix(userId)}${name}`;
}

/** A normalised segment: one source clip fitted to one placement, shared by render workers. */
export function segmentKey(jobId: string, placementTag: string, section: UploadSection, position: number): string {
  if (!SECTIONS.includes(section) || !Number.isInteger(position) || position < 1) {
    throw new InvalidObjectKeyError(`${section}-${position}`, 'section and a positive position are required');
  }
  return `${jobWorkPrefix(jobId)}${id('placementTag', placementTag)}/${section}-${position}`;
}

/** Every intermediate object of one job. */
export function jobWorkPrefix(jobId: string): string {
  return `work/${id('jobId', jobId)}/`;
}
