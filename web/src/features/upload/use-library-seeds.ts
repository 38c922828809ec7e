import type { PlacementName, TextStyle } from '@reelmix/contracts';
import { useToast, type ToastOptions } from '@reelmix/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { TextLine } from '../combination-plan/text-lines';
import { readLibrarySeeds, readSeedPlacements, readSeedTexts } from './library-seed';
import { admitSeedTexts } from './seed-texts';
import { admitLibraryClips, type HeldClips, NO_HELD_CLIPS, type UploadLimits } from './upload-limits';
import type { SectionFiles } from './upload-sections';

export interface LibrarySeedOptions {
  /** The account is known, so the limits that apply are the right ones. */
  ready: boolean;
  files: SectionFiles;
  limits: UploadLimits;
  /** Clips the job being added to holds already, which the seeds add to (none for a new job). */
  held?: HeldClips;
  /** Lines of text the job being added to draws on its hooks (none for a new job): they multiply the combinations too. */
  heldTexts?: number;
  setFiles: (files: SectionFiles) => void;
  /** Absent where placements are not chosen (adding to a job keeps its placements). */
  setPlacements?: (placements: PlacementName[]) => void;
  /** Absent where texts are not written (adding to a job keeps its texts): then seeded texts are left alone. */
  setTexts?: (lines: TextLine[]) => void;
  setTextStyle?: (style: TextStyle) => void;
}

/**
 * Puts the clips chosen on the library page (or the winners of a read-back) into their sections
 * once, under the same limits as clips added here, and chooses the placements, texts and text
 * style they came with; then drops them from the history entry so a reload does not apply them
 * again. The upload page and a job's add-clips page both take them.
 */
export function useLibrarySeeds({ ready, files, limits, held = NO_HELD_CLIPS, heldTexts = 0, setFiles, setPlacements, setTexts, setTextStyle }: LibrarySeedOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const applied = useRef(false);

  useEffect(() => {
    if (!ready || applied.current) return;
    const seeds = readLibrarySeeds(location.state);
    const placements = readSeedPlacements(location.state);
    const seedTexts = setTexts ? readSeedTexts(location.state) : { texts: [], textStyle: null };
    if (seeds.length === 0 && placements.length === 0 && seedTexts.texts.length === 0) return;
    applied.current = true;
    if (placements.length > 0) setPlacements?.(placements);
    // Texts first: each multiplies the combinations, so the clips are admitted against them.
    const texts = admitSeedTexts(seedTexts.texts, limits);
    if (texts.lines.length > 0) {
      setTexts?.(texts.lines);
      if (seedTexts.textStyle) setTextStyle?.(seedTexts.textStyle);
    }
    let next = files;
    let notice: ToastOptions | null = texts.notice;
    for (const seed of seeds) {
      const admission = admitLibraryClips(next, seed.section, [seed.clip], limits, held, heldTexts + texts.lines.length);
      next = admission.files;
      notice = admission.notice ?? notice;
    }
    setFiles(next);
    // One toast shows at a time, so the last clip left out speaks for the others (and for texts left out).
    if (notice) toast(notice);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [ready, files, limits, held, heldTexts, setFiles, setPlacements, setTexts, setTextStyle, location, navigate, toast]);
}
