import { useToast, type ToastOptions } from '@reelmix/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readLibrarySeeds } from './library-seed';
import { admitLibraryClips, type UploadLimits } from './upload-limits';
import type { SectionFiles } from './upload-sections';

export interface LibrarySeedOptions {
  /** The account is known, so the limits that apply are the right ones. */
  ready: boolean;
  files: SectionFiles;
  limits: UploadLimits;
  setFiles: (files: SectionFiles) => void;
}

/**
 * Puts the clips chosen on the library page into their sections once, under the same limits as
 * clips added here, then drops them from the history entry so a reload does not add them again.
 */
export function useLibrarySeeds({ ready, files, limits, setFiles }: LibrarySeedOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const applied = useRef(false);

  useEffect(() => {
    if (!ready || applied.current) return;
    const seeds = readLibrarySeeds(location.state);
    if (seeds.length === 0) return;
    applied.current = true;
    let next = files;
    let notice: ToastOptions | null = null;
    for (const seed of seeds) {
      const admission = admitLibraryClips(next, seed.section, [seed.clip], limits);
      next = admission.files;
      notice = admission.notice ?? notice;
    }
    setFiles(next);
    // One toast shows at a time, so the last clip left out speaks for the others.
    if (notice) toast(notice);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [ready, files, limits, setFiles, location, navigate, toast]);
}
