import type { JobReportSummary } from '@reelmix/contracts/browser';
import { ConfirmDialog } from '../../components/confirm-dialog';

export interface DeleteReportDialogProps {
  /** The report to delete; null while closed. */
  report: JobReportSummary | null;
  deleting: boolean;
  error: string | null;
  onConfirm: (report: JobReportSummary) => void;
  onClose: () => void;
}

/** What deleting a kept report takes with it. */
export function deleteReportQuestion(report: JobReportSummary): string {
  return `Delete the report of ${report.fileName}? The export kept with it goes too. This cannot be undone.`;
}

export function DeleteReportDialog({ report, deleting, error, onConfirm, onClose }: DeleteReportDialogProps) {
  return (
    <ConfirmDialog
      subject={report}
      title="Delete report"
      question={deleteReportQuestion}
      action="Delete"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
