import type { AdSetRoundView } from '@reelmix/contracts/browser';

/** The rounds of one ad set, oldest first, each with its number in the test (Round 1, Round 2…). */
export interface AdSetRounds {
  adSetId: string;
  rounds: Array<AdSetRoundView & { number: number }>;
}

/**
 * The live results' rounds grouped per ad set, in the order the server gives them (per ad set,
 * oldest first). An ad set holding this job alone is left out: one round has nothing to link to.
 */
export function roundsByAdSet(rounds: readonly AdSetRoundView[]): AdSetRounds[] {
  const groups = new Map<string, AdSetRoundView[]>();
  for (const round of rounds) groups.set(round.adSetId, [...(groups.get(round.adSetId) ?? []), round]);
  return [...groups]
    .filter(([, members]) => members.length > 1)
    .map(([adSetId, members]) => ({ adSetId, rounds: members.map((round, index) => ({ ...round, number: index + 1 })) }));
}

/** How a round is named in the list: its number, and the job's name or "this job". */
export function roundLabel(round: AdSetRounds['rounds'][number]): string {
  return `Round ${round.number} (${round.current ? 'this job' : round.jobName})`;
}
