import { describe, expect, it } from 'vitest';
import { roundLabel, roundsByAdSet } from './ad-set-rounds';
import { buildRound } from './publishing.builder';

describe('the rounds of an ad set', () => {
  it('groups a job in two ad sets per ad set, numbering each from its oldest', () => {
    const rounds = [
      buildRound({ adSetId: '2001', jobId: 'a', current: false }),
      buildRound({ adSetId: '2001' }),
      buildRound({ adSetId: '2002' }),
      buildRound({ adSetId: '3003', jobId: 'b', current: false }),
      buildRound({ adSetId: '3003', jobId: 'c', current: false }),
      buildRound({ adSetId: '3003' }),
    ];
    const groups = roundsByAdSet(rounds);
    expect(groups.map((group) => [group.adSetId, group.rounds.map((round) => `${round.number}:${round.jobId}`)])).toEqual([
      ['2001', ['1:a', `2:${rounds[1].jobId}`]],
      ['3003', ['1:b', '2:c', `3:${rounds[5].jobId}`]],
    ]);
  });

  it('names this job as such and the others by their names', () => {
    const [first, second] = roundsByAdSet([buildRound({ jobId: 'a', jobName: 'Winter hooks', current: false }), buildRound()])[0].rounds;
    expect([roundLabel(first), roundLabel(second)]).toEqual(['Round 1 (Winter hooks)', 'Round 2 (this job)']);
  });
});
