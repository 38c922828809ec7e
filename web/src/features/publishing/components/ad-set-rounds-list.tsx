import type { AdSetRoundView } from '@reelmix/contracts/browser';
import { Link } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../../routes';
import { roundLabel, roundsByAdSet } from '../ad-set-rounds';

/**
 * "Rounds in this ad set: Round 1 (…) → Round 2 (this job)": the customer's jobs published into
 * the same ad set are the rounds of one test, each linked to its results. A job in several ad
 * sets names each one.
 */
export function AdSetRoundsList({ rounds }: { rounds: readonly AdSetRoundView[] }) {
  const groups = roundsByAdSet(rounds);
  if (groups.length === 0) return null;
  return (
    <div className="live-results__rounds">
      {groups.map((group) => {
        const title = groups.length === 1 ? 'Rounds in this ad set' : `Rounds in ad set ${group.adSetId}`;
        return (
          <nav key={group.adSetId} aria-label={title} className="live-results__round-group">
            <span>{title}:</span>
            <ol className="live-results__round-list">
              {group.rounds.map((round) => (
                <li key={round.jobId}>
                  {round.current ? (
                    <span aria-current="page">{roundLabel(round)}</span>
                  ) : (
                    <Link to={buildRoute(ROUTES.jobResults, { params: { id: round.jobId } })}>{roundLabel(round)}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        );
      })}
    </div>
  );
}
