import type { JobView } from '@reelmix/contracts';
import { currentJobClips, type JobClip } from '../job-clips/job-clips';

/** A CTA clip the job's ads are made from: its position (1-based, upload order) is how a publish's `ctaLinks` name it. */
export type CtaClip = Pick<JobClip, 'position' | 'name'>;

/** The job's CTA clips still in use, as the customer knows them; a clip taken out of the job makes no ads, so gets no link. */
export function ctaClipsOf(job: JobView): CtaClip[] {
  return currentJobClips(job).cta.map(({ position, name }) => ({ position, name }));
}

/**
 * Per-CTA links are offered only when there are CTAs to tell apart: with one CTA clip, its link
 * would be the main link.
 */
export function offersCtaLinks(ctaClips: readonly CtaClip[]): boolean {
  return ctaClips.length > 1;
}
