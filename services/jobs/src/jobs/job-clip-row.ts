import type { JobClip as ClipOfRequest } from '@reelmix/contracts';
import type { JobClip } from './job-clip.entity';

/** A clip sent by the library (a new job's or one added to a job) as the job's row at `position`. */
export function jobClipRow(jobId: string, clip: ClipOfRequest, position: number): JobClip {
  return {
    jobId,
    section: clip.section,
    position,
    clipId: clip.clipId,
    objectKey: clip.objectKey,
    originalName: clip.originalName,
    label: clip.label ?? null,
    labelChangedAt: clip.labelChangedAt ? new Date(clip.labelChangedAt) : null,
    durationSec: clip.durationSec,
    contentSha256: clip.contentSha256 ?? null,
    width: clip.width ?? null,
    height: clip.height ?? null,
    posterKey: clip.posterKey ?? null,
    framing: {},
    removedAt: null,
  };
}
