import type { SectionVerdict } from '@reelmix/contracts/browser';
import { formatCount } from './format-figures';

/**
 * The section's answer in one sentence, above its evidence: a winner is named first and marked, an
 * undecided section says how many more impressions would settle it when the analysis could tell.
 */
export function SectionVerdictText({ verdict }: { verdict: SectionVerdict }) {
  if (verdict.kind === 'winner') {
    return (
      <div className="read-back-verdict read-back-verdict--winner">
        <p className="read-back-verdict__headline">
          Winner: <mark className="read-back-verdict__winner">{verdict.winner}</mark>
        </p>
        <p>{verdict.summary}</p>
      </div>
    );
  }
  if (verdict.kind === 'not-enough-data') {
    return (
      <div className="read-back-verdict read-back-verdict--undecided">
        {/* The summary itself opens with "Not enough data yet", so the headline says what it means for the buyer. */}
        <p className="read-back-verdict__headline">No winner yet</p>
        <p>{verdict.summary}</p>
        {verdict.impressionsNeeded !== null ? (
          <p>
            Impressions still needed: <strong>about {formatCount(Math.ceil(verdict.impressionsNeeded))}</strong>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="read-back-verdict">
      <p>{verdict.summary}</p>
    </div>
  );
}
