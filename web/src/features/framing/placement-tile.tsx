import type { ClipFramingView, ClipPlacementFraming, FocusPointView, TextStyle } from '@reelmix/contracts';
import { FRAMING_CHOICES, type FramingChoice, type FramingMode, NO_SAFE_ZONES_NOTES, PLACEMENT_USES, placementAspect } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useState } from 'react';
import { clipAspectOf, fillCrops, fillWindow } from './fill-window';
import { FocusPicker } from './focus-picker';
import { hookPreviewUrl } from './hook-preview-url';
import { MODE_NAMES, modeSummary } from './framing-modes';
import { PreviewImage } from './preview-image';
import { SafeZoneOverlay } from './safe-zone-overlay';
import { TextOverlay } from './text-overlay';
import { useSaveClipFraming } from './use-save-clip-framing';

export interface PlacementTileProps {
  jobId: string;
  clip: ClipFramingView;
  /** The saved framing of this clip in this placement. */
  saved: ClipPlacementFraming;
  editable: boolean;
  showSafeZones: boolean;
  /** Offered when the job has other clips to change alongside this one. */
  onApplyToAll?: (framing: FramingChoice) => void;
  /** Another tile's "apply to all" is changing this one. */
  applyingToAll: boolean;
  /** The job's text a hook's preview shows (its 1-based position in the plan), drawn by the server as the render draws it. */
  shownText?: { position: number; text: string; style: TextStyle };
}

/** The buyer's latest change, shown (and previewed) from the moment it is made until its save answers. */
interface Draft {
  choice: FramingChoice;
  focus: FocusPointView;
}

/** One clip in one placement: the framed preview, its safe zones, the mode and, for fill, the focus point. */
export function PlacementTile({ jobId, clip, saved, editable, showSafeZones, onApplyToAll, applyingToAll, shownText }: PlacementTileProps) {
  const { placement } = saved;
  const [draft, setDraft] = useState<Draft | null>(null);
  const { save, isSaving, error } = useSaveClipFraming(jobId, clip.id);

  const choice = draft?.choice ?? saved.choice;
  const focus = draft?.focus ?? saved.focus;
  // A fixed mode is known at once; what auto decides is known once the server has answered for it.
  const mode: FramingMode | null = choice !== 'auto' ? choice : choice === saved.choice ? saved.mode : null;
  const clipAspect = clipAspectOf(clip);
  const keptWindow = fillWindow(clipAspect, placementAspect(placement), focus);
  // A clip of the frame's own shape loses nothing to fill, so there is no focus to move; one of
  // unknown shape keeps the control, read as if the picture were the frame.
  const focusable = mode === 'fill' && clip.previewable && (clipAspect === null || fillCrops(keptWindow));
  const where = `${clip.name} in ${placement}`;
  // The server draws the text into the preview; the browser's sample stands in only while there is no picture.
  const textSample = shownText && <TextOverlay placement={placement} text={shownText.text} style={shownText.style} />;

  function change(next: Draft) {
    setDraft(next);
    save(
      { placement, framing: next.choice, focus: next.focus },
      // On a refusal the tile goes back to what is saved, so it never shows a framing that will not render.
      { onSaved: () => setDraft(null), onFailed: () => setDraft(null) },
    );
  }

  return (
    <li className="framing-tile" aria-label={where}>
      <p className="framing-tile__heading">
        <span className="framing-tile__placement">{placement}</span> <span className="framing-tile__use">{PLACEMENT_USES[placement]}</span>
      </p>
      <div className="framing-tile__frame" style={{ aspectRatio: placement.replace(':', ' / ') }}>
        {clip.previewable ? (
          <PreviewImage
            src={hookPreviewUrl(jobId, clip.id, placement, { framing: choice, focus }, shownText?.position ?? null)}
            alt={`${where}, ${modeSummary(choice, mode)}${shownText ? `, with the text "${shownText.text}"` : ''}`}
            fallback={textSample}
          />
        ) : (
          <p className="framing-tile__no-preview">No preview for this clip</p>
        )}
        {!clip.previewable && textSample}
        {showSafeZones && <SafeZoneOverlay placement={placement} />}
        {focusable && (
          <FocusPicker
            window={keptWindow}
            focus={focus}
            label={`Focus point of ${where}`}
            disabled={!editable}
            onCommit={(next) => change({ choice, focus: next })}
          />
        )}
      </div>
      {showSafeZones && NO_SAFE_ZONES_NOTES[placement] && <p className="framing-tile__note">{NO_SAFE_ZONES_NOTES[placement]}</p>}

      <div className="framing-tile__controls">
        <p className="framing-tile__mode">{modeSummary(choice, mode)}</p>
        <select
            aria-label={`Framing of ${where}`}
            className="framing-tile__select"
            value={choice}
            disabled={!editable}
            onChange={(event) => change({ choice: event.target.value as FramingChoice, focus })}
          >
            {FRAMING_CHOICES.map((option) => (
              <option key={option} value={option}>
                {MODE_NAMES[option]}
              </option>
            ))}
          </select>
      </div>
      {focusable && editable && <p className="framing-tile__hint">Click, drag or use the arrow keys to move the focus point.</p>}

      {(isSaving || applyingToAll) && (
        <p className="framing-tile__status">
          <Spinner size="sm" label={`Saving the framing of ${where}`} /> Saving...
        </p>
      )}
      {error && !isSaving && (
        <p className="framing-tile__error" role="alert">
          Not saved: {error}
        </p>
      )}
      {onApplyToAll && editable && (
        <Button
          variant="link"
          size="sm"
          className="framing-tile__apply"
          aria-label={`Apply ${MODE_NAMES[choice]} to all clips in ${placement}`}
          disabled={isSaving || applyingToAll}
          onClick={() => onApplyToAll(choice)}
        >
          Apply to all clips
        </Button>
      )}
    </li>
  );
}
