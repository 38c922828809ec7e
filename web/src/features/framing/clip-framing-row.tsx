import { SECTION_TITLES } from '@reelmix/contracts/browser';
import type { ClipFramingView, FramingChoice, PlacementName } from '@reelmix/contracts';
import { useId } from 'react';
import { formatDuration } from '../../lib/format-duration';
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
}

/** One clip of the review: its name and section, then a tile per placement. */
export function ClipFramingRow({ jobId, clip, placements, editable, showSafeZones, onApplyToAll, applyingTo }: ClipFramingRowProps) {
  const titleId = useId();
  return (
    <li className="framing-row" aria-labelledby={titleId}>
      <h3 className="framing-row__title" id={titleId}>
        <span className="framing-row__section">{SECTION_TITLES[clip.section]}</span> <span className="framing-row__name">{clip.name}</span>
        <span className="framing-row__duration">{formatDuration(clip.durationSec)}</span>
      </h3>
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
            />
          );
        })}
      </ul>
    </li>
  );
}
