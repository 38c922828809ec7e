import { SECTION_NOUNS, SECTION_TITLES, type UploadSection } from '@reelmix/contracts/browser';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button, classNames } from '@reelmix/ui';
import { ChosenClipItem } from './chosen-clip-item';
import { chosenClipName, type ChosenClip } from './upload-sections';

/** docs/product-rules.md#sections-and-clips: videos only, as mp4, mov, avi, mkv or webm (matched by type or by extension). */
const VIDEO_TYPES = {
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/x-msvideo': ['.avi'],
  'video/x-matroska': ['.mkv'],
  'video/webm': ['.webm'],
};

export interface SectionDropzoneProps {
  section: UploadSection;
  files: ChosenClip[];
  maxFiles: number;
  maxFileMb: number;
  disabled: boolean;
  onAdd: (section: UploadSection, accepted: File[], rejections: FileRejection[]) => void;
  onRemove: (section: UploadSection, index: number) => void;
  /** Opens the picker of clips already in the library; no button without it. */
  onAddFromLibrary?: (section: UploadSection) => void;
}

export function SectionDropzone({ section, files, maxFiles, maxFileMb, disabled, onAdd, onRemove, onAddFromLibrary }: SectionDropzoneProps) {
  const noun = SECTION_NOUNS[section];
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: VIDEO_TYPES,
    // An empty file cannot be a video; refusing it here names it instead of failing the whole upload.
    minSize: 1,
    disabled,
    onDrop: (accepted, rejections) => onAdd(section, accepted, rejections),
  });
  const hintId = `upload-${section}-hint`;

  return (
    <div className="dropzone">
      <h3 className="dropzone__title">{SECTION_TITLES[section]}</h3>
      <div
        {...getRootProps({
          role: 'button',
          'aria-label': `Add ${noun} videos`,
          'aria-describedby': hintId,
          className: classNames('dropzone__area', isDragActive && 'dropzone__area--active', disabled && 'dropzone__area--disabled'),
        })}
      >
        <input {...getInputProps({ 'aria-label': `${SECTION_TITLES[section]} video files` })} />
        <span className="dropzone__icon" aria-hidden="true">
          ⬆
        </span>
        <span>{isDragActive ? `Drop the ${noun} videos here` : `Drop ${noun} videos here or click to browse`}</span>
      </div>
      <p id={hintId} className="dropzone__hint">
        mp4, mov, avi, mkv or webm · up to {maxFiles} files, {maxFileMb}MB each
      </p>
      {onAddFromLibrary && (
        <Button
          variant="outline"
          size="sm"
          className="dropzone__library"
          aria-label={`Add ${noun} clips from library`}
          disabled={disabled}
          onClick={() => onAddFromLibrary(section)}
        >
          Add from library
        </Button>
      )}
      {files.length > 0 && (
        <ul className="dropzone__files" aria-label={`Chosen ${noun} videos`}>
          {files.map((item, index) => (
            <ChosenClipItem key={`${chosenClipName(item)}-${index}`} item={item} disabled={disabled} onRemove={() => onRemove(section, index)} />
          ))}
        </ul>
      )}
    </div>
  );
}
