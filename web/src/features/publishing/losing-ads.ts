import { designOfJob } from '@reelmix/analysis';
import type { JobView } from '@reelmix/contracts';
import type { AnalysisReport, PublicationView } from '@reelmix/contracts/browser';

/** A published ad whose video opens with a hook that did not win. */
export interface LosingAd {
  adId: string;
  fileName: string;
  hook: string;
}

export type LosingAdsAnswer = { kind: 'no-winner' } | { kind: 'losers'; winner: string; ads: LosingAd[] };

/**
 * The published ads of this job whose hook is not the hook verdict's winner. A video's hook comes
 * from the job's own description of its outputs (by file name), and is compared by its position,
 * so two hooks with one label are still told apart.
 */
export function losingAds(job: JobView, report: AnalysisReport, publications: PublicationView[]): LosingAdsAnswer {
  const { verdict, parts } = report.sections.hook;
  if (verdict.kind !== 'winner') return { kind: 'no-winner' };
  const winnerPart = parts.find((part) => part.name === verdict.winner);
  const isWinner = (hook: { position: number; name: string }) => (winnerPart ? hook.position === winnerPart.position : hook.name === verdict.winner);

  const design = designOfJob(job);
  const hookOfFile = new Map<string, { position: number; name: string }>();
  (job.outputs ?? []).forEach((output, index) => {
    const described = design[index];
    if (!described) return;
    hookOfFile.set(output.fileName, described.hook);
    hookOfFile.set(described.file, described.hook);
  });

  const ads = new Map<string, LosingAd>();
  for (const publication of publications) {
    for (const output of publication.outputs) {
      const hook = hookOfFile.get(output.fileName);
      // An ad's status as Reelmix last set it says nothing of changes made in Ads Manager, so paused ones are listed too.
      if (output.state !== 'published' || !output.adId || !hook || isWinner(hook)) continue;
      ads.set(output.adId, { adId: output.adId, fileName: output.fileName, hook: hook.name });
    }
  }
  return { kind: 'losers', winner: verdict.winner, ads: [...ads.values()] };
}
