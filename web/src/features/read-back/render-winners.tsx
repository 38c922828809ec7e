import type { JobView } from '@reelmix/contracts';
import type { AnalysisReport } from '@reelmix/contracts/browser';
import { Button, buttonClassName } from '@reelmix/ui';
import { type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buildRoute, ROUTES } from '../../routes';
import { useClipLibrary } from '../clip-library/use-clip-library';
import { uploadPageState } from '../upload/library-seed';
import { hasAnyWinner, planWinnersJob } from './winner-seeds';
import { nextJobTexts } from './winner-texts';
import { winnersSentence } from './winners-sentence';

/**
 * The next step once something has won: a new job that keeps the winners (from the library, so
 * nothing is uploaded again), the winning text or all the texts with their style, and still tests
 * the undecided sections. When the clips are not all in the library, adding new variations to this
 * job is the way forward instead.
 */
export interface RenderWinnersProps {
  job: JobView;
  report: AnalysisReport;
  /** The section's heading; "Render the winners" on its own, "Next round" inside the live results. */
  title?: string;
  /** 3 when it sits inside another section of the page. */
  headingLevel?: 2 | 3;
  /** What follows the next step, e.g. where the new job is published. */
  children?: ReactNode;
}

export function RenderWinners({ job, report, title = 'Render the winners', headingLevel = 2, children }: RenderWinnersProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const library = useClipLibrary({ enabled: hasAnyWinner(report) });
  if (!hasAnyWinner(report)) return null;

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const plan = library.data ? planWinnersJob(job, report, library.data.clips) : null;
  const placementWinner = job.placements.find((placement) => placement === report.sections.placement.winner);
  // The new job renders in the winning placement alone once one has won, else in the same ones as this job.
  const placements = placementWinner ? [placementWinner] : job.placements;
  return (
    <section className="read-back-section read-back-winners" aria-labelledby={headingId}>
      <Heading id={headingId} className="read-back-section__title">
        {title}
      </Heading>
      {plan ? (
        <>
          <p>{winnersSentence(plan)}</p>
          <Button onClick={() => void navigate(ROUTES.home, { state: uploadPageState(plan.seeds, placements, nextJobTexts(plan.texts)) })}>
            Start a new job with the winners
          </Button>
        </>
      ) : (
        <>
          <p>
            {library.isPending
              ? 'Looking for the winning clips in your library…'
              : 'Add new variations to this job to test them against the winners; only the new combinations are rendered.'}
          </p>
          <Link to={buildRoute(ROUTES.jobAddClips, { params: { id: job.id } })} className={buttonClassName({ variant: 'outline' })}>
            Add clips to this job
          </Link>
        </>
      )}
      {placementWinner ? (
        <p className="read-back-note">
          {plan ? `The winning placement, ${placementWinner}, is chosen for the new job.` : `The winning placement is ${placementWinner}.`}
        </p>
      ) : null}
      {children}
    </section>
  );
}
