import type { DesignOutput } from './design';
import type { JobView } from '@reelmix/contracts';
import { parseDownloadName } from '@reelmix/contracts/browser';

/**
 * The job's design as the analysis reads it: each output file with the names of the clips it was
 * cut from (positions are 1-based in upload order) and its placement. A position with no name
 * (a job listed before its names were kept) is named by its position, so it still groups.
 * Ads are named after the file as the bundle names it, so a download name's job id prefix is dropped.
 */
export function designOfJob(job: JobView): DesignOutput[] {
  const nameAt = (names: string[], position: number, fallback: string) => names[position - 1] ?? `${fallback} ${position}`;
  return (job.outputs ?? []).map((output) => ({
    file: parseDownloadName(output.fileName)?.fileName ?? output.fileName,
    hook: { position: output.intro, name: nameAt(job.introVideos, output.intro, 'Hook') },
    body: { position: output.body, name: nameAt(job.bodyVideos, output.body, 'Body') },
    cta: { position: output.cta, name: nameAt(job.ctaVideos, output.cta, 'CTA') },
    placement: output.placement,
  }));
}
