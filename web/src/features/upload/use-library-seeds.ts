import type { PlacementName } from '@reelmix/contracts';
import { useToast, type ToastOptions } from '@reelmix/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readLibrarySeeds, readSeedPlacements } from './library-seed';
import { admitLibraryClips, type HeldClips, NO_HELD_CLIPS, type UploadLimits } from './upload-limits';
import type { SectionFiles } from './upload-sections';

export interface LibrarySeedOptions {
  /** The account is known, so the limits that apply are the right ones. */
  ready: boolean;
  files: SectionFiles;
  limits: UploadLimits;
  /** Clips the job being added to holds already, which the seeds add to (none for a new job). */
  held?: HeldClips;
  setFiles: (files: SectionFiles) => void;
  /** Absent where placements are not chosen (adding to a job keeps its placements). */
  setPlacements?: (placements: PlacementName[]) => void;
}

/**
 * Puts the clips chosen on the library page (or the winners of a read-back) into their sections
 * once, under the same limits as clips added here, and chooses the placements they came with; then
 * drops them from the history entry so a reload does not apply them again. The upload page and a
 * job's add-clips page both take them.
 */
export function useLibrarySeeds({ ready, files, limits, held = NO_HELD_CLIPS, setFiles, setPlacements }: LibrarySeedOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const applied = useRef(false);

  useEffect(() => {
    if (!ready || applied.current) return;
    const seeds = readLibrarySeeds(location.state);
    const placements = readSeedPlacements(location.state);
    if (seeds.length === 0 && placements.length === 0) return;
    applied.current = true;
    if (placements.length > 0) setPlacements?.(placements);
    let next = files;
    let notice: ToastOptions | null = null;
    for (const seed of seeds) {
      const admission = admitLibraryClips(next, seed.section, [seed.clip], limits, held);
      next = admission.files;
      notice = admission.notice ?? notice;
    }
    setFiles(next);
    // One toast shows at a time, so the last clip left out speaks for the others.
    if (notice) toast(notice);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [ready, files, limits, held, setFiles, setPlacements, location, navigate, toast]);
}
