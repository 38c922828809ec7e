import { ConfirmDialog } from '../../components/confirm-dialog';
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
    <ConfirmDialog
      subject={clip}
      title="Remove clip"
      question={removeClipQuestion}
      action="Remove"
      busy={removing}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
