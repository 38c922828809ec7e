import type { LibraryClip } from '@reelmix/contracts/browser';
import { useToast } from '@reelmix/ui';
import { useState } from 'react';
import { toErrorMessage } from '../../api/http';
import { serverMessage } from '../../lib/server-message';
import { outputsLabel } from './clip-labels';
import { useDeleteLibraryClip } from './use-delete-library-clip';

/** The delete flow of a library clip: asked, confirmed, then done or refused with the server's reason. */
export function useClipDeletion({ onDeleted }: { onDeleted: (clip: LibraryClip) => void }) {
  const [target, setTarget] = useState<LibraryClip | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeleteLibraryClip();
  const { toast } = useToast();

  function ask(clip: LibraryClip) {
    setError(null);
    setTarget(clip);
  }

  function cancel() {
    if (mutation.isPending) return;
    setTarget(null);
    setError(null);
  }

  function confirm(clip: LibraryClip) {
    setError(null);
    mutation.mutate(clip.id, {
      onSuccess: (answer) => {
        setTarget(null);
        onDeleted(clip);
        const removed = answer?.removedOutputs ?? 0;
        toast({
          title: 'Clip Deleted',
          description: removed > 0 ? `${clip.originalName} and ${outputsLabel(removed)} made from it were deleted.` : `${clip.originalName} was deleted.`,
          variant: 'success',
        });
      },
      // A 409 (a job using it is rendering) says why in its body; that sentence is what the customer needs.
      onError: (failure) => setError(serverMessage(failure) ?? toErrorMessage(failure)),
    });
  }

  return { target, error, deleting: mutation.isPending, ask, cancel, confirm };
}
