import type { DesignOutput } from './design';
import type { JobView, TextVariant } from '@reelmix/contracts';
import { parseDownloadName, partDisplayName, textDisplayName } from '@reelmix/contracts/browser';

type JobOutput = NonNullable<JobView['outputs']>[number];

/**
 * What a job's design is read from: its view, and in a job with text variants its texts (in the
 * job's order) and each output's text position (1-based, CombinationParts.text). Both are
 * optional, so a job without texts, or one listed before texts, reads as before.
 */
export type JobDesignSource = Pick<JobView, 'introVideos' | 'bodyVideos' | 'ctaVideos' | 'clipLabels'> & {
  outputs?: ReadonlyArray<JobOutput & { text?: number | null }>;
  texts?: readonly TextVariant[];
};

/**
 * The job's design as the analysis reads it: each output file with the names of the clips it was
 * cut from (positions are 1-based in upload order) and its placement. A part is named as the
 * customer knows it: its label, else its file name (a text: its label, else the text). A position
 * with no name (a job listed before its names were kept) is named by its position, so it still groups.
 * Ads are named after the file as the bundle names it, so a download name's job id prefix is dropped.
 */
export function designOfJob(job: JobDesignSource): DesignOutput[] {
  const nameAt = (names: string[], labels: Array<string | null> | undefined, position: number, fallback: string) => {
    const fileName = names[position - 1];
    return fileName === undefined ? `${fallback} ${position}` : partDisplayName({ label: labels?.[position - 1], fileName });
  };
  const textNameAt = (position: number) => {
    const variant = job.texts?.[position - 1];
    return variant === undefined ? `Text ${position}` : textDisplayName(variant);
  };
  const labels = job.clipLabels;
  return (job.outputs ?? []).map((output) => {
    const design: DesignOutput = {
      file: parseDownloadName(output.fileName)?.fileName ?? output.fileName,
      hook: { position: output.intro, name: nameAt(job.introVideos, labels?.intro, output.intro, 'Hook') },
      body: { position: output.body, name: nameAt(job.bodyVideos, labels?.body, output.body, 'Body') },
      cta: { position: output.cta, name: nameAt(job.ctaVideos, labels?.cta, output.cta, 'CTA') },
      placement: output.placement,
    };
    if (typeof output.text === 'number') design.text = { position: output.text, name: textNameAt(output.text) };
    return design;
  });
}
