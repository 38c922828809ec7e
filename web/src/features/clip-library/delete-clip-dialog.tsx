import type { LibraryClip } from '@reelmix/contracts/browser';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { jobsLabel } from './clip-labels';

export interface DeleteClipDialogProps {
  /** The clip to delete; null while closed. */
  clip: LibraryClip | null;
  deleting: boolean;
  /** Why the last attempt failed (e.g. a job using the clip is rendering). */
  error: string | null;
  onConfirm: (clip: LibraryClip) => void;
  onClose: () => void;
}

/** What deleting takes with it: every output made from the clip, in every job that uses it. */
export function deleteClipQuestion(clip: LibraryClip): string {
  const outputs = clip.jobCount > 0 ? ` The outputs made from it in ${jobsLabel(clip.jobCount)} are deleted too.` : '';
  return `Delete ${clip.originalName}?${outputs} This cannot be undone.`;
}

export function DeleteClipDialog({ clip, deleting, error, onConfirm, onClose }: DeleteClipDialogProps) {
  return (
    <ConfirmDialog
      subject={clip}
      title="Delete clip"
      question={deleteClipQuestion}
      action="Delete"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
