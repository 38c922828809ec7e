import type { LibraryClip, UploadSection } from '@reelmix/contracts/browser';
import { useState } from 'react';
import type { LibrarySeed } from '../upload/library-seed';

/** Clips chosen for a new job, each with its section, kept in the order they were chosen. */
export function useLibrarySelection() {
  const [selected, setSelected] = useState<LibrarySeed[]>([]);

  function select(clip: LibraryClip, section: UploadSection | null) {
    setSelected((current) => {
      if (section === null) return current.filter((seed) => seed.clip.id !== clip.id);
      const existing = current.some((seed) => seed.clip.id === clip.id);
      return existing ? current.map((seed) => (seed.clip.id === clip.id ? { clip, section } : seed)) : [...current, { clip, section }];
    });
  }

  return {
    selected,
    select,
    sectionOf: (clipId: string) => selected.find((seed) => seed.clip.id === clipId)?.section ?? null,
  };
}
