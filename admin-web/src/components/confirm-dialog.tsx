import { Button, Dialog } from '@reelmix/ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  /** Destructive for deletions; primary for actions that only cannot be taken back. */
  confirmVariant?: 'destructive' | 'primary';
  /** True while the confirmed action runs: the buttons wait and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no question before something that cannot be undone. Cancel takes the focus first. */
export function ConfirmDialog({ open, title, description, confirmLabel, confirmVariant = 'destructive', busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} description={description} onClose={busy ? undefined : onClose}>
      <div className="dialog__actions">
        <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
