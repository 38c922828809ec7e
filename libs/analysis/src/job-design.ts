import type { DesignOutput } from './design';
import type { JobView } from '@reelmix/contracts';
import { parseDownloadName, partDisplayName } from '@reelmix/contracts/browser';

/**
 * The job's design as the analysis reads it: each output file with the names of the clips it was
 * cut from (positions are 1-based in upload order) and its placement. A part is named as the
 * customer knows it: its label, else its file name. A position with no name (a job listed before
 * its names were kept) is named by its position, so it still groups.
 * Ads are named after the file as the bundle names it, so a download name's job id prefix is dropped.
 */
export function designOfJob(job: Pick<JobView, 'introVideos' | 'bodyVideos' | 'ctaVideos' | 'clipLabels' | 'outputs'>): DesignOutput[] {
  const nameAt = (names: string[], labels: Array<string | null> | undefined, position: number, fallback: string) => {
    const fileName = names[position - 1];
    return fileName === undefined ? `${fallback} ${position}` : partDisplayName({ label: labels?.[position - 1], fileName });
  };
  const labels = job.clipLabels;
  return (job.outputs ?? []).map((output) => ({
    file: parseDownloadName(output.fileName)?.fileName ?? output.fileName,
    hook: { position: output.intro, name: nameAt(job.introVideos, labels?.intro, output.intro, 'Hook') },
    body: { position: output.body, name: nameAt(job.bodyVideos, labels?.body, output.body, 'Body') },
    cta: { position: output.cta, name: nameAt(job.ctaVideos, labels?.cta, output.cta, 'CTA') },
    placement: output.placement,
  }));
}
