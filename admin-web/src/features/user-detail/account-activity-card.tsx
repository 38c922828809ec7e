import type { JobView } from '@reelmix/contracts';
import { Card, CardContent, CardHeader, CardTitle, Spinner } from '@reelmix/ui';

interface AccountActivityCardProps {
  jobs: JobView[] | undefined;
  failed: boolean;
}

/** Account Activity (docs/product-rules.md#user-detail): how many video jobs the user made. */
export function AccountActivityCard({ jobs, failed }: AccountActivityCardProps) {
  return (
    <Card role="region" aria-labelledby="account-activity-title">
      <CardHeader>
        <CardTitle level={2} id="account-activity-title">
          Account Activity
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="facts">
          <div className="facts__row">
            <dt>Video Jobs</dt>
            <dd>{jobs ? jobs.length : failed ? 'Unavailable' : <Spinner size="sm" label="Counting video jobs" />}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
