import type { JobView, ProcessAnswer } from '@reelmix/contracts';
import { apiRead, apiRequest, type RequestOptions } from './http';

export type { JobView, ProcessAnswer };

export function fetchJob(jobId: string, options?: RequestOptions): Promise<JobView> {
  return apiRead<JobView>(`/jobs/${encodeURIComponent(jobId)}`, options);
}

export function fetchUserJobs(options?: RequestOptions): Promise<JobView[]> {
  return apiRead<JobView[]>('/jobs/user', options);
}

/** Returns the raw response: a non-OK body is read as `{ error, details }` by the caller. */
export function startProcessing(jobId: string, options?: RequestOptions): Promise<Response> {
  return apiRequest('POST', `/process/${encodeURIComponent(jobId)}`, {}, options);
}

/** Whether the session cookie is still good, asked before an upload starts. */
export async function checkUploadSession(): Promise<boolean> {
  const response = await apiRequest('POST', '/upload/debug');
  if (!response.ok) return false;
  return ((await response.json()) as { authenticated?: boolean }).authenticated === true;
}

/** The last path segment of an `outputVideos` entry is its download name (customer-spec §3). */
export function videoUrl(outputPath: string): string {
  const name = outputPath.split('/').pop() ?? outputPath;
  return `/api/videos/${encodeURIComponent(name)}`;
}

export function jobArchiveUrl(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/download`;
}
