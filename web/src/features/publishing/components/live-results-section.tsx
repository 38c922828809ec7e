import type { JobView } from '@reelmix/contracts';
import type { PublicationView, VerdictMetric } from '@reelmix/contracts/browser';
import { Spinner } from '@reelmix/ui';
import { useId, useState } from 'react';
import { serverMessage } from '../../../lib/server-message';
import { formatDateTime } from '../../dashboard/format-date';
import { AnalysisReportView } from '../../read-back/analysis-report-view';
import { MetricChoice } from '../../read-back/metric-choice';
import { RenderWinners } from '../../read-back/render-winners';
import { useLiveResults } from '../hooks/use-live-results';
import { usePublications } from '../hooks/use-publications';
import { adSetNoun, publicationsPlatformName, publicationCountsText } from '../publishing-labels';
import { AdSetRoundsList } from './ad-set-rounds-list';
import { LiveResultsStatus } from './live-results-status';
import { PauseLosingAds } from './pause-losing-ads';
import { PublicationProgress } from './publication-progress';
import '../publishing.css';

/** Each publish of the job, folded; one still publishing is open, so its progress is in view. */
function PublicationsList({ publications }: { publications: PublicationView[] }) {
  return (
    <div className="live-results__publications">
      {publications.map((publication) => (
        <details key={publication.id} className="live-results__publication" open={publication.state === 'publishing'}>
          <summary>
            Published {formatDateTime(publication.createdAt)} into {adSetNoun(publication.platform)} {publication.adSetId}: {publicationCountsText(publication.counts)}
          </summary>
          <PublicationProgress publication={publication} />
        </details>
      ))}
    </div>
  );
}

/**
 * "Live results": for a job published as ads, the same report an imported export gives, read from
 * the ads' insights. Nothing shows for a job never published; imported exports work as before.
 */
export function LiveResultsSection({ job }: { job: JobView }) {
  const titleId = useId();
  const [metric, setMetric] = useState<VerdictMetric>('ctr');
  const publications = usePublications(job.id);
  const published = (publications.data?.length ?? 0) > 0;
  const results = useLiveResults(job.id, metric, { enabled: published });
  if (!published || !publications.data) return null;
  const platformName = publicationsPlatformName(publications.data);

  return (
    <section className="live-results read-back-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="read-back-section__title">
        Live results
      </h2>
      <PublicationsList publications={publications.data} />
      {results.isPending ? <Spinner label="Reading the live results" /> : null}
      {results.isError ? (
        <p className="publishing-problem" role="alert">
          {serverMessage(results.error) ?? 'The live results could not be loaded. Please try again.'}
        </p>
      ) : null}
      {results.data ? (
        <>
          <AdSetRoundsList rounds={results.data.rounds} />
          <LiveResultsStatus jobId={job.id} metric={metric} results={results.data} platformName={platformName} />
          <MetricChoice value={metric} onChange={setMetric} />
          {results.data.report ? (
            <>
              <PauseLosingAds job={job} report={results.data.report} publications={publications.data} />
              <AnalysisReportView report={results.data.report} />
              <RenderWinners job={job} report={results.data.report} title="Next round" headingLevel={3}>
                <p className="read-back-note">
                  Add challengers on the upload page, from your library (Add from library) or as new files. Once the new job has rendered, Publish
                  as ads starts with this ad set, so the next round runs beside this one.
                </p>
              </RenderWinners>
            </>
          ) : (
            <p className="publishing-note">No figures from {platformName} yet: ads in review or not yet delivering have nothing to read.</p>
          )}
        </>
      ) : null}
    </section>
  );
}
