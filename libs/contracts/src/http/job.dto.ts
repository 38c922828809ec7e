import type { PlacementName } from '../events/render.events';

export type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** `GET /api/jobs/{id}` and the upload answer (customer-spec §3 Job, plus progress and counts). */
export interface JobView {
  id: string;
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
  /**
   * Download paths of the finished outputs, listed as each is stored (while processing too); the
   * last segment is the `{fileName}` of /api/videos.
   */
  outputVideos: string[];
  /**
   * 0-100: 10 pending, 100 done, 0 failed; processing is 15 plus up to 85 by the work done, clips
   * normalised and outputs produced (services/jobs job-view.ts), and never goes down.
   */
  progress: number;
  counts: { intro: number; body: number; cta: number; expectedOutputs: number; producedOutputs: number };
}

/** `POST /api/process/{id}`. */
export interface ProcessAnswer {
  status: JobStatus;
  backgroundProcessing: boolean;
}
