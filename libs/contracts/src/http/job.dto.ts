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
  /** Download paths of the finished outputs; the last segment is the `{fileName}` of /api/videos. */
  outputVideos: string[];
  /** 0-100, by the spec's formula: 10 pending, 15 + 85 x produced/expected processing, 100 done. */
  progress: number;
  counts: { intro: number; body: number; cta: number; expectedOutputs: number; producedOutputs: number };
}

/** `POST /api/process/{id}`. */
export interface ProcessAnswer {
  status: JobStatus;
  backgroundProcessing: boolean;
}
