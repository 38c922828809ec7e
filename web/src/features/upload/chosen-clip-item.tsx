import { Badge } from '@reelmix/ui';
import { formatDuration } from '../../lib/format-duration';
import { clipShapeLabel } from './clip-shape';
import { chosenClipName, isLibraryChoice, type ChosenClip } from './upload-sections';
import { useClipPreview } from './use-clip-preview';

const MB = 1024 * 1024;

const formatSize = (bytes: number) => (bytes >= MB / 10 ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export interface ChosenClipItemProps {
  item: ChosenClip;
  disabled: boolean;
  onRemove: () => void;
}

/** One row of a section's chosen clips: what it is, and a way to take it out again. */
export function ChosenClipItem({ item, disabled, onRemove }: ChosenClipItemProps) {
  const name = chosenClipName(item);
  return (
    <li className="dropzone__file">
      {isLibraryChoice(item) ? (
        <>
          <span className="dropzone__file-name">{name}</span>
          <Badge className="dropzone__library-badge">library</Badge>
        </>
      ) : (
        <DroppedFileFacts file={item} />
      )}
      <button type="button" className="dropzone__remove" aria-label={`Remove ${name}`} disabled={disabled} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** As a library clip shows itself (clip-library's poster and facts), read from the file in the browser. */
function DroppedFileFacts({ file }: { file: File }) {
  const preview = useClipPreview(file);
  return (
    <>
      {preview?.posterUrl ? <img className="clip-poster dropzone__poster" src={preview.posterUrl} alt={`Preview of ${file.name}`} /> : null}
      <span className="dropzone__file-text">
        <span className="dropzone__file-name">{file.name}</span>
        <span className="dropzone__file-details">
          {preview ? (
            <span className="clip-facts">
              <span className="clip-facts__duration">{formatDuration(preview.durationSec)}</span>
              <Badge className="clip-facts__orientation">{clipShapeLabel(preview.width, preview.height)}</Badge>
            </span>
          ) : null}
          <span className="dropzone__file-size">{formatSize(file.size)}</span>
        </span>
      </span>
    </>
  );
}
