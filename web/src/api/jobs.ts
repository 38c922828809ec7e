import type { JobView, ProcessAnswer } from '@reelmix/contracts';
import { downloadNameOfPath, VIDEOS_PATH } from '@reelmix/contracts/browser';
import { apiRead, apiRequest, apiWrite, type RequestOptions } from './http';

export type { JobView, ProcessAnswer };

export function fetchJob(jobId: string, options?: RequestOptions): Promise<JobView> {
  return apiRead<JobView>(`/jobs/${encodeURIComponent(jobId)}`, options);
}

export function fetchUserJobs(options?: RequestOptions): Promise<JobView[]> {
  return apiRead<JobView[]>('/jobs/user', options);
}

/** Renames a job (contracts job-name's rule; a refusal throws an ApiError with its message); answers the job. */
export function renameJob(jobId: string, name: string, options?: RequestOptions): Promise<JobView> {
  return apiWrite<JobView>('PATCH', `/jobs/${encodeURIComponent(jobId)}`, { name }, options);
}

/** Returns the raw response: a non-OK body is read as `{ error, details }` by the caller. */
export function startProcessing(jobId: string, options?: RequestOptions): Promise<Response> {
  return apiRequest('POST', `/process/${encodeURIComponent(jobId)}`, {}, options);
}

/** The same start for callers without special error handling: a refusal throws an ApiError with the body. */
export function startRender(jobId: string, options?: RequestOptions): Promise<ProcessAnswer> {
  return apiWrite<ProcessAnswer>('POST', `/process/${encodeURIComponent(jobId)}`, {}, options);
}

/** Whether the session cookie is still good, asked before an upload starts. */
export async function checkUploadSession(): Promise<boolean> {
  const response = await apiRequest('POST', '/upload/debug');
  if (!response.ok) return false;
  return ((await response.json()) as { authenticated?: boolean }).authenticated === true;
}

/** The last path segment of an `outputVideos` entry is its download name (docs/product-rules.md#outputs-and-their-names). */
export function videoUrl(outputPath: string): string {
  return `${VIDEOS_PATH}${encodeURIComponent(downloadNameOfPath(outputPath))}`;
}

export function jobArchiveUrl(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/download`;
}

/** The zip of some of a job's outputs, in the same layout as the whole job's; file names never hold a comma. */
export function jobSelectionArchiveUrl(jobId: string, fileNames: readonly string[]): string {
  return `${jobArchiveUrl(jobId)}?files=${fileNames.map(encodeURIComponent).join(',')}`;
}
