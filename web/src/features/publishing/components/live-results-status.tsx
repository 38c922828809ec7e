import type { LiveResultsView, VerdictMetric } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { formatDateTime, formatRelative } from '../../dashboard/format-date';
import { formatCount } from '../../read-back/format-figures';
import { useRefreshLiveResults } from '../hooks/use-refresh-live-results';
import { refreshProblem } from '../refresh-problem';

interface LiveResultsStatusProps {
  jobId: string;
  metric: VerdictMetric;
  results: LiveResultsView;
  /** The platforms the job's ads are on, by name ("TikTok"). */
  platformName: string;
}

/** When the platform was last read, reading it again now, and whether the figures are enough to judge by. */
export function LiveResultsStatus({ jobId, metric, results, platformName }: LiveResultsStatusProps) {
  const refresh = useRefreshLiveResults(jobId);
  const needed = results.impressionsNeeded ?? 0;
  return (
    <div className="live-results-status">
      <div className="live-results-status__line">
        <p>
          {results.readAt ? (
            <>
              Last read{' '}
              <time dateTime={results.readAt} title={formatDateTime(results.readAt)}>
                {formatRelative(results.readAt)}
              </time>
              {` from ${results.ads} ${results.ads === 1 ? 'ad' : 'ads'}`}.
            </>
          ) : (
            `Not read from ${platformName} yet.`
          )}
        </p>
        <Button variant="outline" size="sm" loading={refresh.isPending} onClick={() => refresh.mutate(metric)}>
          Refresh now
        </Button>
      </div>
      {refresh.isError ? (
        <p className="publishing-problem" role="alert">
          {refreshProblem(refresh.error, platformName)}
        </p>
      ) : null}
      {results.lastError ? <p className="publishing-problem">The last read from {platformName} failed: {results.lastError}</p> : null}
      {needed > 0 ? (
        <p className="publishing-warning" role="status">
          Not enough data yet: about {formatCount(Math.ceil(needed))} more impressions per part.
        </p>
      ) : null}
    </div>
  );
}
