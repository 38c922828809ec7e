import type { JobView } from '@reelmix/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader } from '@reelmix/ui';
import { useId } from 'react';
import { showsOutputs } from '../jobs/job-progress';
import { JobNameHeading } from '../jobs/job-name-heading';
import { JobResults } from '../jobs/job-results';
import { AddClipsLink } from './add-clips-link';
import { ChangeCombinationsLink } from './change-combinations-link';
import { ReadResultsLink } from './read-results-link';
import { formatDateTime, formatRelative } from './format-date';
import { combinationSummary, inputCount, outputCount } from './job-history';
import { JobStatusBadge } from './job-status-badge';
import { KeptReportsLine } from './kept-reports-line';
import { ReviewFramingLink } from './review-framing-link';

/** One job of the history (docs/product-rules.md#video-history): what went in, what came out. */
export function JobCard({ job }: { job: JobView }) {
  const titleId = useId();
  return (
    <Card className="job-card" role="article" aria-labelledby={titleId}>
      <CardHeader>
        <div className="job-card__heading">
          <JobNameHeading job={job} titleId={titleId} />
          <div className="job-card__badges">
            {job.isPaid ? <Badge className="job-card__pro">Pro</Badge> : null}
            <JobStatusBadge status={job.status} />
          </div>
        </div>
        <CardDescription>
          Created <time dateTime={job.createdAt}>{formatRelative(job.createdAt)}</time> ({formatDateTime(job.createdAt)})
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="job-card__facts">
          <div>
            <dt>Input videos</dt>
            <dd>
              {inputCount(job)} ({job.introVideos.length} intro, {job.bodyVideos.length} body, {job.ctaVideos.length} CTA)
            </dd>
          </div>
          <div>
            <dt>Combinations</dt>
            <dd>{combinationSummary(job)}</dd>
          </div>
          <div>
            <dt>Videos</dt>
            <dd>
              {outputCount(job)} ({job.placements.join(', ')})
            </dd>
          </div>
        </dl>
        {job.status === 'pending' ? <ReviewFramingLink jobId={job.id} /> : null}
        <KeptReportsLine digest={job.reports} />
        {job.status === 'completed' ? (
          <div className="job-card__add-clips">
            <ReadResultsLink jobId={job.id} />
            <ChangeCombinationsLink jobId={job.id} />
            <AddClipsLink jobId={job.id} />
          </div>
        ) : null}
        {/* A finished job that takes more clips waits in review with its videos still there. */}
        {showsOutputs(job.status) || job.counts.producedOutputs > 0 ? <JobResults job={job} /> : null}
      </CardContent>
    </Card>
  );
}
