import type { JobView } from '@reelmix/contracts';
import type { JobClip } from './job-clip.entity';
import type { JobOutput } from './job-output.entity';
import type { Job } from './job.entity';

/** What `/api/videos/{name}` takes: unique across jobs, while the file keeps its part names. */
export const downloadNameOf = (jobId: string, fileName: string) => `${jobId}--${fileName}`;

/*
 * A segment weighs this many outputs in the processing share. Normalising a clip (decode, scale,
 * encode, a full check) costs several joins (a stream copy, an audio encode and a check of the
 * joins): measured about 5 s against 0.3-0.9 s. So the bar moves as the first clips are ready,
 * seconds after the start, and reaches the outputs' share at a pace close to the work's.
 */
export const SEGMENT_PROGRESS_WEIGHT = 4;

/**
 * Customer-spec §4: 10% pending, 15% plus up to 85% while processing, 100% done, 0% failed. The
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
      return `Created ${job.producedOutputs} of ${job.expectedOutputs} videos.`;
    case 'completed':
      return `Generated ${job.producedOutputs} video combinations.`;
    default:
      return job.message || 'Processing failed.';
  }
}

/** What a view shows of a clip. */
export type ClipName = Pick<JobClip, 'section' | 'position' | 'originalName'>;

/** The file names of the outputs that are finished; a view lists only those. */
export function finishedFileNames(outputs: Array<Pick<JobOutput, 'fileName' | 'doneAt'>>): string[] {
  return outputs.filter((output) => output.doneAt).map((output) => output.fileName);
}

// One collator for every view: the history sorts over a thousand names per call.
const byName = new Intl.Collator().compare;

export function toJobView(job: Job, clips: ClipName[], finished: string[]): JobView {
  const names = (section: JobClip['section']) =>
    clips.filter((clip) => clip.section === section).sort((a, b) => a.position - b.position).map((clip) => clip.originalName);
  const done = [...finished].sort(byName);
  const introVideos = names('intro');
  const bodyVideos = names('body');
  const ctaVideos = names('cta');
  return {
    id: job.id,
    status: job.status,
    message: messageOf(job),
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    isPaid: job.isPaid,
    placements: job.placements,
    introVideos,
    bodyVideos,
    ctaVideos,
    outputVideos: done.map((fileName) => `/api/videos/${downloadNameOf(job.id, fileName)}`),
    progress: progressOf(job),
    counts: {
      intro: introVideos.length,
      body: bodyVideos.length,
      cta: ctaVideos.length,
      expectedOutputs: job.expectedOutputs,
      producedOutputs: job.producedOutputs,
    },
  };
}
