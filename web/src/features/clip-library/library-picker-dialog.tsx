import { type LibraryClip, partDisplayName, SECTION_NOUNS, type UploadSection } from '@reelmix/contracts/browser';
import { Button, Dialog, Spinner } from '@reelmix/ui';
import { useState } from 'react';
import { ClipFacts } from './clip-facts';
import { ClipPoster } from './clip-poster';
import { useClipLibrary } from './use-clip-library';
import './clip-library.css';

export interface LibraryPickerDialogProps {
  /** The section the chosen clips go into; null while closed. */
  section: UploadSection | null;
  /** Clips the section already holds: shown, but not offered twice. */
  chosenIds: readonly string[];
  onClose: () => void;
  onAdd: (section: UploadSection, clips: LibraryClip[]) => void;
}

/** Chooses clips of the library for one section, in the order they are ticked. */
export function LibraryPickerDialog({ section, chosenIds, onClose, onAdd }: LibraryPickerDialogProps) {
  const open = section !== null;
  const library = useClipLibrary({ enabled: open });
  const [picked, setPicked] = useState<string[]>([]);

  function close() {
    setPicked([]);
    onClose();
  }

  function toggle(clipId: string, checked: boolean) {
    setPicked((current) => (checked ? [...current, clipId] : current.filter((id) => id !== clipId)));
  }

  function add() {
    if (!section || !library.data) return;
    const byId = new Map(library.data.clips.map((clip) => [clip.id, clip]));
    onAdd(section, picked.flatMap((id) => byId.get(id) ?? []));
    close();
  }

  const noun = section ? SECTION_NOUNS[section] : '';
  const clips = library.data?.clips ?? [];
  return (
    <Dialog open={open} title={`Add ${noun} clips from your library`} onClose={close} className="library-picker">
      {library.isPending && <Spinner label="Loading your library" />}
      {library.isError && (
        <p className="library-picker__problem" role="alert">
          Your library could not be loaded. Please try again.
        </p>
      )}
      {library.data && clips.length === 0 && <p>Your library is empty: clips you upload appear here.</p>}
      {clips.length > 0 && (
        <ul className="library-picker__list" aria-label="Library clips">
          {clips.map((clip) => {
            const alreadyChosen = chosenIds.includes(clip.id);
            return (
              <li key={clip.id} className="library-picker__item">
                <label className="library-picker__choice">
                  <input
                    type="checkbox"
                    checked={alreadyChosen || picked.includes(clip.id)}
                    disabled={alreadyChosen}
                    onChange={(event) => toggle(clip.id, event.target.checked)}
                  />
                  <ClipPoster clip={clip} />
                  <span className="library-picker__name">{partDisplayName({ label: clip.label, fileName: clip.originalName })}</span>
                  <ClipFacts clip={clip} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="library-picker__actions">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button onClick={add} disabled={picked.length === 0}>
          {picked.length > 1 ? `Add ${picked.length} clips` : 'Add clip'}
        </Button>
      </div>
    </Dialog>
  );
}
