import { CLIP_LABEL_MAX_LENGTH, CLIP_LABEL_MESSAGE, clipLabelFrom, type LibraryClip } from '@reelmix/contracts/browser';
import { Button, Input } from '@reelmix/ui';
import { useId } from 'react';
import { useInlineEdit } from '../../lib/use-inline-edit';
import { useLabelLibraryClip } from './use-label-library-clip';

/**
 * A clip's label, edited in place on its card: Enter saves, Escape cancels, an empty label goes
 * back to the file name. The rule is the contracts' one, checked before anything is sent.
 */
export function ClipLabelEditor({ clip }: { clip: Pick<LibraryClip, 'id' | 'originalName' | 'label'> }) {
  const labelling = useLabelLibraryClip(clip.id);
  const edit = useInlineEdit({
    current: clip.label,
    check: (draft) => {
      const label = clipLabelFrom(draft);
      return label === undefined ? { ok: false, message: CLIP_LABEL_MESSAGE } : { ok: true, value: label };
    },
    commit: labelling.mutate,
  });
  const inputId = useId();
  const problemId = useId();

  if (edit.draft === null) {
    return (
      <Button variant="ghost" size="sm" onClick={() => edit.open(clip.label ?? '')} aria-label={`${clip.label ? 'Edit the label of' : 'Label'} ${clip.originalName}`}>
        {clip.label ? 'Edit label' : 'Add label'}
      </Button>
    );
  }
  return (
    <form className="clip-label-editor" onSubmit={edit.save} onKeyDown={edit.cancelOnEscape}>
      <label htmlFor={inputId}>Label for {clip.originalName}</label>
      <Input
        id={inputId}
        value={edit.draft}
        placeholder="UGC Sarah v3"
        // A little over the limit, so a pasted label is cut where the message says why.
        maxLength={CLIP_LABEL_MAX_LENGTH + 10}
        autoFocus
        aria-invalid={edit.problem !== null}
        aria-describedby={edit.problem ? problemId : undefined}
        onChange={(event) => edit.change(event.target.value)}
      />
      <div className="clip-label-editor__actions">
        <Button type="submit" size="sm" disabled={labelling.isPending}>
          Save
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={edit.close}>
          Cancel
        </Button>
      </div>
      {edit.problem ? (
        <p id={problemId} className="clip-label-editor__problem" role="alert">
          {edit.problem}
        </p>
      ) : null}
    </form>
  );
}
