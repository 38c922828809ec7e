import type { JobReportSummary } from '@reelmix/contracts/browser';
import { Button, Dialog } from '@reelmix/ui';
import '../clip-library/clip-library.css';

export interface DeleteReportDialogProps {
  /** The report to delete; null while closed. */
  report: JobReportSummary | null;
  deleting: boolean;
  error: string | null;
  onConfirm: (report: JobReportSummary) => void;
  onClose: () => void;
}

export function DeleteReportDialog({ report, deleting, error, onConfirm, onClose }: DeleteReportDialogProps) {
  return (
    <Dialog
      open={report !== null}
      title="Delete report"
      description={report ? `Delete the report of ${report.fileName}? The export kept with it goes too. This cannot be undone.` : undefined}
      onClose={onClose}
    >
      {error && (
        <p className="library-dialog__problem" role="alert">
          {error}
        </p>
      )}
      <div className="library-dialog__actions">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={deleting} onClick={() => report && onConfirm(report)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
