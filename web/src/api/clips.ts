import type { JobView } from '@reelmix/contracts';
import type { ClipLabelChange, ClipLibraryView, DeletedClipAnswer, LibraryClip } from '@reelmix/contracts/browser';
import { apiRead, apiWrite, type RequestOptions } from './http';

export function fetchClipLibrary(options?: RequestOptions): Promise<ClipLibraryView> {
  return apiRead<ClipLibraryView>('/clips', options);
}

/** Sets the clip's label, or clears it with null or a blank one; the results and later names use it. */
export function labelLibraryClip(clipId: string, label: string | null): Promise<LibraryClip> {
  const change: ClipLabelChange = { label };
  return apiWrite<LibraryClip>('PATCH', `/clips/${encodeURIComponent(clipId)}`, change);
}

/** Deletes the clip and every output rendered from it; 409 while a job using it is rendering. */
export function deleteLibraryClip(clipId: string): Promise<DeletedClipAnswer> {
  return apiWrite<DeletedClipAnswer>('DELETE', `/clips/${encodeURIComponent(clipId)}`);
}

/**
 * Adds clips to a job: file parts and library clip id fields named `intro`, `body` or `cta`. The
 * job goes back to pending, keeping the outputs it already has.
 */
export function addClipsToJob(jobId: string, form: FormData): Promise<JobView> {
  return apiWrite<JobView>('POST', `/jobs/${encodeURIComponent(jobId)}/clips`, form);
}

/** Takes one clip (`body-2`) out of a job, with the outputs made from it. */
export function removeJobClip(jobId: string, jobClipId: string): Promise<JobView> {
  return apiWrite<JobView>('DELETE', `/jobs/${encodeURIComponent(jobId)}/clips/${encodeURIComponent(jobClipId)}`);
}
