import { CLIP_LABEL_MAX_LENGTH, CLIP_LABEL_MESSAGE, clipLabelFrom, type LibraryClip } from '@reelmix/contracts/browser';
import { Button, Input } from '@reelmix/ui';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { toErrorMessage } from '../../api/http';
import { serverMessage } from '../../lib/server-message';
import { useLabelLibraryClip } from './use-label-library-clip';

/**
 * A clip's label, edited in place on its card: Enter saves, Escape cancels, an empty label goes
 * back to the file name. The rule is the contracts' one, checked before anything is sent.
 */
export function ClipLabelEditor({ clip }: { clip: Pick<LibraryClip, 'id' | 'originalName' | 'label'> }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labelling = useLabelLibraryClip(clip.id);
  const inputId = useId();
  const problemId = useId();

  function stop() {
    setDraft(null);
    setProblem(null);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const label = clipLabelFrom(draft);
    if (label === undefined) return setProblem(CLIP_LABEL_MESSAGE);
    if (label === clip.label) return stop();
    labelling.mutate(label, { onSuccess: stop, onError: (error) => setProblem(serverMessage(error) ?? toErrorMessage(error)) });
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape') stop();
  }

  if (draft === null) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setDraft(clip.label ?? '')} aria-label={`${clip.label ? 'Edit the label of' : 'Label'} ${clip.originalName}`}>
        {clip.label ? 'Edit label' : 'Add label'}
      </Button>
    );
  }
  return (
    <form className="clip-label-editor" onSubmit={save} onKeyDown={cancelOnEscape}>
      <label htmlFor={inputId}>Label for {clip.originalName}</label>
      <Input
        id={inputId}
        value={draft}
        placeholder="UGC Sarah v3"
        // A little over the limit, so a pasted label is cut where the message says why.
        maxLength={CLIP_LABEL_MAX_LENGTH + 10}
        autoFocus
        aria-invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="clip-label-editor__actions">
        <Button type="submit" size="sm" disabled={labelling.isPending}>
          Save
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={stop}>
          Cancel
        </Button>
      </div>
      {problem ? (
        <p id={problemId} className="clip-label-editor__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
