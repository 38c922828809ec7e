import { SECTION_TITLES } from '@reelmix/contracts/browser';
import type { ClipFramingView, FramingChoice, PlacementName, TextStyle, TextVariant } from '@reelmix/contracts';
import { useId, useState } from 'react';
import { formatDuration } from '../../lib/format-duration';
import { HookTextPicker } from './hook-text-picker';
import { PlacementTile } from './placement-tile';

export interface ClipFramingRowProps {
  jobId: string;
  clip: ClipFramingView;
  /** The job's placements, so every row lists its tiles in the same order. */
  placements: readonly PlacementName[];
  editable: boolean;
  showSafeZones: boolean;
  onApplyToAll?: (placement: PlacementName, framing: FramingChoice) => void;
  applyingTo: PlacementName | null;
  /** The job's texts and their style, drawn on a hook's tiles; empty for a job without texts. */
  texts?: readonly TextVariant[];
  textStyle?: TextStyle;
}

/** One clip of the review: its name and section, then a tile per placement; a hook's tiles show the text chosen above them. */
export function ClipFramingRow({ jobId, clip, placements, editable, showSafeZones, onApplyToAll, applyingTo, texts = [], textStyle }: ClipFramingRowProps) {
  const titleId = useId();
  const [chosenText, setChosenText] = useState<number | null>(1);
  const withTexts = clip.section === 'intro' && texts.length > 0 && textStyle !== undefined;
  // A text removed from the plan falls back to the first.
  const shown = chosenText !== null && chosenText > texts.length ? 1 : chosenText;
  const shownText = withTexts && shown !== null ? { position: shown, text: texts[shown - 1]!.text, style: textStyle } : undefined;
  return (
    <li className="framing-row" aria-labelledby={titleId}>
      <h3 className="framing-row__title" id={titleId}>
        <span className="framing-row__section">{SECTION_TITLES[clip.section]}</span> <span className="framing-row__name">{clip.name}</span>
        <span className="framing-row__duration">{formatDuration(clip.durationSec)}</span>
      </h3>
      {withTexts && <HookTextPicker clipName={clip.name} texts={texts} shown={shown} onChange={setChosenText} />}
      <ul className="framing-row__tiles" aria-label={`Placements of ${clip.name}`}>
        {placements.map((placement) => {
          const saved = clip.placements.find((entry) => entry.placement === placement);
          if (!saved) return null;
          return (
            <PlacementTile
              key={placement}
              jobId={jobId}
              clip={clip}
              saved={saved}
              editable={editable}
              showSafeZones={showSafeZones}
              onApplyToAll={onApplyToAll && ((framing) => onApplyToAll(placement, framing))}
              applyingToAll={applyingTo === placement}
              shownText={shownText}
            />
          );
        })}
      </ul>
    </li>
  );
}
