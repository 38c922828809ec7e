import type { JobView } from '@reelmix/contracts';

export const API_V1_BASE = '/api/v1';

type JobOutput = NonNullable<JobView['outputs']>[number];

/** A job as the public API shows it: each output with the path a key downloads it from. */
export type ApiJobView = Omit<JobView, 'outputs'> & { outputs?: Array<JobOutput & { downloadUrl: string }> };

/** `/api/v1/jobs/{id}/outputs/{fileName}`: an absolute path on this host, answered only with the owner's key. */
export function outputDownloadUrl(jobId: string, fileName: string): string {
  return `${API_V1_BASE}/jobs/${jobId}/outputs/${encodeURIComponent(fileName)}`;
}

export function toApiJobView(job: JobView): ApiJobView {
  const { outputs, ...rest } = job;
  if (!outputs) return rest;
  return { ...rest, outputs: outputs.map((output) => ({ ...output, downloadUrl: outputDownloadUrl(job.id, output.fileName) })) };
}
