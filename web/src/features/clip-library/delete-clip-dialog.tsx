import type { LibraryClip } from '@reelmix/contracts/browser';
import { Button, Dialog } from '@reelmix/ui';
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
    <Dialog open={clip !== null} title="Delete clip" description={clip ? deleteClipQuestion(clip) : undefined} onClose={onClose}>
      {error && (
        <p className="library-dialog__problem" role="alert">
          {error}
        </p>
      )}
      <div className="library-dialog__actions">
        <Button variant="outline" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" loading={deleting} onClick={() => clip && onConfirm(clip)}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
