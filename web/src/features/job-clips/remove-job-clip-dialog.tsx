import { Button, Dialog } from '@reelmix/ui';
import { removeClipQuestion, type JobClip } from './job-clips';

export interface RemoveJobClipDialogProps {
  /** The clip to take out; null while closed. */
  clip: JobClip | null;
  removing: boolean;
  error: string | null;
  onConfirm: (clip: JobClip) => void;
  onClose: () => void;
}

export function RemoveJobClipDialog({ clip, removing, error, onConfirm, onClose }: RemoveJobClipDialogProps) {
  return (
    <Dialog open={clip !== null} title="Remove clip" description={clip ? removeClipQuestion(clip) : undefined} onClose={onClose}>
      {error && (
        <p className="library-dialog__problem" role="alert">
          {error}
        </p>
      )}
      <div className="library-dialog__actions">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={removing} onClick={() => clip && onConfirm(clip)}>
          Remove
        </Button>
      </div>
    </Dialog>
  );
}
