import { completedJobMessage, counted, type JobReportsDigest, type JobView, paidFlagOf, SECTIONS, videoPathOf } from '@reelmix/contracts';
import { clipIdOf } from '../framing/clip-framing';
import { textsOf, textStyleOf } from '../plan/job-texts';
import { isPresent } from './clip-presence';
import type { JobClip } from './job-clip.entity';
import type { JobOutput } from './job-output.entity';
import type { Job } from './job.entity';

/*
 * A segment weighs this many outputs in the processing share. Normalising a clip (decode, scale,
 * encode, a full check) costs several joins (a stream copy, an audio encode and a check of the
 * joins): measured about 5 s against 0.3-0.9 s. So the bar moves as the first clips are ready,
 * seconds after the start, and reaches the outputs' share at a pace close to the work's.
 */
export const SEGMENT_PROGRESS_WEIGHT = 4;

/**
 * docs/product-rules.md#jobs-and-progress: 10% pending, 15% plus up to 85% while processing, 100% done, 0% failed. The
 * processing share counts the work done: segments ready (normalised or kept from an earlier job)
 * and outputs produced.
 */
export function progressOf(
  job: Pick<Job, 'status' | 'producedOutputs' | 'expectedOutputs' | 'readySegments' | 'expectedSegments'>,
): number {
  switch (job.status) {
    case 'pending':
      return 10;
    case 'processing': {
      const done = SEGMENT_PROGRESS_WEIGHT * job.readySegments + job.producedOutputs;
      const total = SEGMENT_PROGRESS_WEIGHT * job.expectedSegments + job.expectedOutputs;
      return Math.min(99, Math.round(15 + (85 * done) / Math.max(1, total)));
    }
    case 'completed':
      return 100;
    default:
      return 0;
  }
}

function messageOf(job: Job): string {
  switch (job.status) {
    case 'pending':
      return 'Processing runs in the background; we will e-mail you the download links when it is done.';
    case 'processing':
      return `Created ${job.producedOutputs} of ${counted(job.expectedOutputs, 'video')}.`;
    case 'completed':
      return completedJobMessage(job.producedOutputs, job.placements.length);
    default:
      return job.message || 'Processing failed.';
  }
}

/** What a view shows of a clip. */
export type ClipName = Pick<JobClip, 'section' | 'position' | 'originalName' | 'label' | 'clipId' | 'removedAt'>;

/** A finished output as a view shows it: its name, parts (its text in a job with texts) and placement. */
export type FinishedOutput = Pick<JobOutput, 'fileName' | 'intro' | 'body' | 'cta' | 'placement'> & { text?: number };

/** The outputs that are finished; a view lists only those. */
export function finishedOutputs(outputs: Array<Pick<JobOutput, 'fileName' | 'intro' | 'body' | 'cta' | 'placement' | 'doneAt'> & { text?: number | null }>): FinishedOutput[] {
  return outputs
    .filter((output) => output.doneAt)
    .map(({ fileName, intro, body, cta, text, placement }) => ({ fileName, intro, body, cta, ...(text == null ? {} : { text }), placement }));
}

/** The job's texts and their style, for a job that has texts. */
function textsView(job: Job): Pick<JobView, 'texts' | 'textStyle'> {
  const texts = textsOf(job.plan);
  return texts.length === 0 ? {} : { texts, textStyle: textStyleOf(job.plan) };
}

// One collator for every view: the history sorts over a thousand names per call.
const byName = new Intl.Collator().compare;

/**
 * `reports` is the digest of the job's kept reports, where it was read; `estimatedSecondsLeft` the
 * estimate of a rendering job (estimates/time-left-estimates.service.ts).
 */
export function toJobView(job: Job, clips: ClipName[], finished: FinishedOutput[], reports?: JobReportsDigest, estimatedSecondsLeft: number | null = null): JobView {
  const inOrder = (section: JobClip['section']) => clips.filter((clip) => clip.section === section).sort((a, b) => a.position - b.position);
  const names = (section: JobClip['section']) => inOrder(section).map((clip) => clip.originalName);
  const clipIdsOf = (section: JobClip['section']) => inOrder(section).map((clip) => clip.clipId ?? null);
  const labelsOf = (section: JobClip['section']) => inOrder(section).map((clip) => clip.label ?? null);
  // What the job combines: a removed clip stays listed (its position names the same part) but is not counted.
  const presentIn = (section: JobClip['section']) => inOrder(section).filter(isPresent).length;
  const done = [...finished].sort((a, b) => byName(a.fileName, b.fileName));
  const introVideos = names('intro');
  const bodyVideos = names('body');
  const ctaVideos = names('cta');
  return {
    id: job.id,
    number: job.number,
    name: job.name,
    status: job.status,
    message: messageOf(job),
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    isPaid: paidFlagOf(job.accountPlan),
    placements: job.placements,
    introVideos,
    bodyVideos,
    ctaVideos,
    clipIds: { intro: clipIdsOf('intro'), body: clipIdsOf('body'), cta: clipIdsOf('cta') },
    clipLabels: { intro: labelsOf('intro'), body: labelsOf('body'), cta: labelsOf('cta') },
    removedClips: SECTIONS.flatMap((section) => inOrder(section).filter((clip) => !isPresent(clip)).map(clipIdOf)),
    outputVideos: done.map((output) => videoPathOf(job.id, output.fileName)),
    outputs: done.map((output) => ({ path: videoPathOf(job.id, output.fileName), ...output })),
    progress: progressOf(job),
    estimatedSecondsLeft,
    counts: {
      intro: presentIn('intro'),
      body: presentIn('body'),
      cta: presentIn('cta'),
      expectedOutputs: job.expectedOutputs,
      producedOutputs: job.producedOutputs,
    },
    ...textsView(job),
    ...(reports && { reports }),
  };
}
