import { SECTIONS } from '@reelmix/contracts/browser';
import { sectionsInWords } from './report-labels';
import type { WinnerPlan } from './winner-seeds';

/**
 * What "Render the winners" says the new job is made of: "Start a new job with the winning hook
 * and text, keeping the other clips of this job in the test." The undecided clips and texts are
 * named as kept, so the buyer knows what is still being tested.
 */
export function winnersSentence(plan: Pick<WinnerPlan, 'decided' | 'texts'>): string {
  const decidedClips = plan.decided.filter((section) => section !== 'text').length;
  const kept: string[] = [];
  if (decidedClips < SECTIONS.length) kept.push(decidedClips === 0 ? 'all the clips' : 'the other clips');
  if (plan.texts?.kind === 'kept') kept.push('the texts');
  const start = plan.decided.length > 0 ? `Start a new job with the winning ${sectionsInWords(plan.decided)}` : 'Start a new job';
  const keeping = kept.length > 0 ? `, keeping ${kept.join(' and ')} of this job in the test` : '';
  const noText = plan.texts?.kind === 'none-won' ? ' The ads without text did best, so the new job draws none.' : '';
  return `${start}${keeping}.${noText} The clips come from your library, so nothing is uploaded again.`;
}
