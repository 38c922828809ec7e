import type { JobClip, UploadSection } from '@reelmix/contracts';
import type { Clip } from './clip.entity';

/** A library clip as a job takes it, in the section it is chosen for (any section, not only its first). */
export function jobClipOf(clip: Clip, section: UploadSection): JobClip {
  return {
    clipId: clip.id,
    section,
    objectKey: clip.objectKey,
    originalName: clip.originalName,
    ...(clip.label !== null ? { label: clip.label } : {}),
    ...(clip.labelChangedAt !== null ? { labelChangedAt: clip.labelChangedAt.toISOString() } : {}),
    durationSec: clip.durationSec,
    ...(clip.contentSha256 ? { contentSha256: clip.contentSha256 } : {}),
    ...(clip.width !== null ? { width: clip.width } : {}),
    ...(clip.height !== null ? { height: clip.height } : {}),
    ...(clip.posterKey ? { posterKey: clip.posterKey } : {}),
  };
}
