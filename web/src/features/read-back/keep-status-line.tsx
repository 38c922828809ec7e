import { Button } from '@reelmix/ui';
import type { KeepStatus } from './use-report-keeping';

/** Under the import: whether the export on screen is kept with the job, and why not when it was refused. */
export function KeepStatusLine({ status, onRetry }: { status: KeepStatus; onRetry: () => void }) {
  if (status.kind === 'none') return null;
  if (status.kind === 'refused') {
    return (
      <div className="read-back-keep read-back-keep--refused" role="alert">
        <p>The report was not kept with this job: {status.message}</p>
        {status.canRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <p className="read-back-keep read-back-note" role="status">
      {status.kind === 'saving' ? 'Saving the report with this job…' : 'Kept with this job'}
    </p>
  );
}
