import type { JobReportsDigest } from './job-report.dto';
import type { PlacementName } from '../creative/placements';
import type { TextStyle, TextVariant } from '../creative/text-variants';

export type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** `GET /api/jobs/{id}` and the upload answer (docs/product-rules.md#jobs-and-progress). */
export interface JobView {
  id: string;
  /** The job's place in the customer's own sequence: its label (`j12`, contracts job-name) starts its output names. */
  number: number;
  /** What the customer calls the job (by default its day and first hook); it names the zip and the e-mails. */
  name: string;
  status: JobStatus;
  message: string;
  createdAt: string;
  completedAt: string | null;
  isPaid: boolean;
  placements: PlacementName[];
  /** The customer's file names, in upload order. */
  introVideos: string[];
  bodyVideos: string[];
  ctaVideos: string[];
  /** The library clip ids of the same clips, in the same order (null for clips stored before ids were kept). */
  clipIds?: { intro: Array<string | null>; body: Array<string | null>; cta: Array<string | null> };
  /**
   * The customer's labels of the same clips, in the same order (null where a clip has none): a
   * part is shown as `partDisplayName` of its label and file name.
   */
  clipLabels?: { intro: Array<string | null>; body: Array<string | null>; cta: Array<string | null> };
  /**
   * Clips taken out of the job (`intro-2`, as URLs name them): still listed above, so a position
   * keeps naming the same part, but no combination uses them any more.
   */
  removedClips?: string[];
  /**
   * Download paths of the finished outputs, listed as each is stored (while processing too); the
   * last segment is the `{fileName}` of /api/videos.
   */
  outputVideos: string[];
  /**
   * The same outputs with their parts (1-based positions in upload order) and placement, in the
   * same order; `text` is the position in `texts` of the text drawn on the hook, absent in a job without texts.
   */
  outputs?: Array<{ path: string; fileName: string; intro: number; body: number; cta: number; text?: number; placement: PlacementName }>;
  /** The lines of text drawn on the hooks, in order (the job's plan: contracts text-variants.ts); absent in a job without texts. */
  texts?: TextVariant[];
  /** How the texts are drawn; absent in a job without texts. */
  textStyle?: TextStyle;
  /**
   * 0-100: 10 pending, 100 done, 0 failed; processing is 15 plus up to 85 by the work done, clips
   * normalised and outputs produced (services/jobs job-view.ts), and never goes down.
   */
  progress: number;
  /**
   * While processing, the jobs service's estimate of the seconds until the job completes: the
   * render queue's work ahead of it plus its own clips still to normalise and outputs still to
   * join, at the pace of the machine's recent jobs (services/jobs estimates/). Null when the job
   * is not rendering; worded for customers by `timeLeftText`.
   */
  estimatedSecondsLeft?: number | null;
  counts: { intro: number; body: number; cta: number; expectedOutputs: number; producedOutputs: number };
  /** The ads-export reports kept with the job (the history lists them); absent where not read. */
  reports?: JobReportsDigest;
}

/** `POST /api/process/{id}`. */
export interface ProcessAnswer {
  status: JobStatus;
  backgroundProcessing: boolean;
}
