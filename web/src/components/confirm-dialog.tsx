import { Button, Dialog } from '@reelmix/ui';
import './confirm-dialog.css';

export interface ConfirmDialogProps<T> {
  /** What the action applies to; null while the dialog is closed. */
  subject: T | null;
  title: string;
  /** The question, saying what the action takes with it. */
  question: (subject: T) => string;
  /** The destructive button's label: Delete, Remove, Revoke. */
  action: string;
  busy: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error: string | null;
  onConfirm: (subject: T) => void;
  onClose: () => void;
}

/** A destructive action asked about first; Cancel has the focus, so Enter does not destroy. */
export function ConfirmDialog<T>({ subject, title, question, action, busy, error, onConfirm, onClose }: ConfirmDialogProps<T>) {
  return (
    <Dialog open={subject !== null} title={title} description={subject !== null ? question(subject) : undefined} onClose={onClose} className="confirm-dialog">
      {error && (
        <p className="confirm-dialog__problem" role="alert">
          {error}
        </p>
      )}
      <div className="confirm-dialog__actions">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={busy} onClick={() => subject !== null && onConfirm(subject)}>
          {action}
        </Button>
      </div>
    </Dialog>
  );
}
