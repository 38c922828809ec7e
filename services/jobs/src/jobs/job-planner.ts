import type { PlacementName } from '@reelmix/contracts';
import { PLACEMENTS, planOutputs } from '@reelmix/media';
import { outputKey, segmentKey } from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import type { JobClip } from './job-clip.entity';
import type { JobOutput } from './job-output.entity';
import type { JobSegment } from './job-segment.entity';
import type { Job } from './job.entity';

/**
 * The work of one job: every clip normalised once per placement (n_i + n_b + n_c encodes per
 * placement) and every combination joined from those segments.
 */
export function planJobWork(job: Job, clips: JobClip[]): { segments: JobSegment[]; outputs: JobOutput[] } {
  const segments: JobSegment[] = [];
  for (const placement of job.placements) {
    for (const clip of clips) {
      segments.push({
        jobId: job.id,
        section: clip.section,
        position: clip.position,
        placement,
        taskId: randomUUID(),
        segmentKey: segmentKey(job.id, PLACEMENTS[placement].tag, clip.section, clip.position),
        durationSec: null,
        doneAt: null,
      });
    }
  }
  const count = (section: JobClip['section']) => clips.filter((clip) => clip.section === section).length;
  const outputs = planOutputs({ intro: count('intro'), body: count('body'), cta: count('cta') }, job.placements).map(
    (planned): JobOutput => ({
      jobId: job.id,
      fileName: planned.fileName,
      intro: planned.intro,
      body: planned.body,
      cta: planned.cta,
      placement: planned.placement as PlacementName,
      taskId: null,
      objectKey: outputKey(job.userId, job.id, planned.fileName),
      requestedAt: null,
      doneAt: null,
      durationSec: null,
      width: null,
      height: null,
      sizeBytes: null,
      sha256: null,
    }),
  );
  return { segments, outputs };
}

/** The three segments an output is joined from, in playing order. */
export function segmentsOf(output: JobOutput, segments: JobSegment[]): JobSegment[] {
  const find = (section: JobClip['section'], position: number) =>
    segments.find((s) => s.section === section && s.position === position && s.placement === output.placement);
  return [find('intro', output.intro), find('body', output.body), find('cta', output.cta)].filter(
    (segment): segment is JobSegment => segment !== undefined,
  );
}

/** Pro work goes first on the render queue. */
export const priorityOf = (job: Pick<Job, 'isPaid'>) => (job.isPaid ? 2 : 1);
