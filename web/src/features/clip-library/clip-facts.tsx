import type { LibraryClip } from '@reelmix/contracts/browser';
import { Badge } from '@reelmix/ui';
import { formatDuration } from '../../lib/format-duration';
import { ORIENTATION_LABELS } from './clip-labels';

/** Length and orientation of a library clip, as the library and the picker show them. */
export function ClipFacts({ clip }: { clip: LibraryClip }) {
  return (
    <span className="clip-facts">
      <span className="clip-facts__duration">{formatDuration(clip.durationSec)}</span>
      {clip.orientation ? <Badge className="clip-facts__orientation">{ORIENTATION_LABELS[clip.orientation]}</Badge> : null}
    </span>
  );
}
