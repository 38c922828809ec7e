import { classNames } from '@reelmix/ui';
import { useId } from 'react';
import { useDropzone } from 'react-dropzone';

/** CSV only: both Ads Managers export it, and spreadsheets save it; browsers label it several ways. */
const CSV_TYPES = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv', '.txt'],
};

export interface ExportDropZoneProps {
  /** The file still being read, named until its reading is shown (the report names its file itself). */
  pendingName: string | null;
  /** One of the job's own video names, to show what an ad name must hold. */
  exampleFileName?: string;
  onFile: (file: File) => void;
  onRejected: () => void;
}

/** Where the buyer drops or picks the platform's export. */
export function ExportDropZone({ pendingName, exampleFileName, onFile, onRejected }: ExportDropZoneProps) {
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: CSV_TYPES,
    multiple: false,
    onDrop: (accepted, rejections) => {
      const [file] = accepted;
      if (file) onFile(file);
      else if (rejections.length > 0) onRejected();
    },
  });
  return (
    <div className="read-back-import">
      <h2 className="read-back-section__title">Import an Ads Manager export (CSV)</h2>
      <p id={hintId} className="read-back-note">
        Exports from Meta Ads Manager and TikTok Ads Manager are recognised by their columns; other layouts can be mapped by hand.
        Export at ad level: each ad name must contain the video file name as the download names it
        {exampleFileName ? ` (for example ${exampleFileName})` : ''}.
      </p>
      <div
        {...getRootProps({
          role: 'button',
          'aria-label': 'Choose an export file',
          'aria-describedby': hintId,
          className: classNames('dropzone__area', isDragActive && 'dropzone__area--active'),
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Ads Manager export file' })} />
        <span>{isDragActive ? 'Drop the export here' : 'Drop the CSV export here or click to browse'}</span>
      </div>
      {pendingName ? (
        <p className="read-back-note" role="status">
          Reading {pendingName}…
        </p>
      ) : null}
    </div>
  );
}
