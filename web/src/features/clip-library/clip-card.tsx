import { type LibraryClip, partDisplayName, SECTION_TITLES, SECTIONS, type UploadSection } from '@reelmix/contracts/browser';
import { Button, Card } from '@reelmix/ui';
import { useId } from 'react';
import { ClipFacts } from './clip-facts';
import { ClipLabelEditor } from './clip-label-editor';
import { jobsLabel } from './clip-labels';
import { ClipPoster } from './clip-poster';

export interface ClipCardProps {
  clip: LibraryClip;
  /** The section the clip goes into in a new job when selected; null when not selected. */
  selectedFor: UploadSection | null;
  onSelect: (clip: LibraryClip, section: UploadSection | null) => void;
  onDelete: (clip: LibraryClip) => void;
  /** The job the library was opened for uses this clip already, so it cannot be chosen again. */
  inJob?: boolean;
}

/** One library clip: what it is (its label, else its file name), where it came from, what uses it, and what can be done with it. */
export function ClipCard({ clip, selectedFor, onSelect, onDelete, inJob = false }: ClipCardProps) {
  const titleId = useId();
  const name = partDisplayName({ label: clip.label, fileName: clip.originalName });
  return (
    <Card className="clip-card" role="article" aria-labelledby={titleId}>
      <ClipPoster clip={clip} />
      <div className="clip-card__body">
        <h3 className="clip-card__name" id={titleId}>
          {name}
        </h3>
        {clip.label ? <p className="clip-card__file">{clip.originalName}</p> : null}
        <ClipLabelEditor clip={clip} />
        <ClipFacts clip={clip} />
        <dl className="clip-card__facts">
          <div>
            <dt>Uploaded as</dt>
            <dd>{SECTION_TITLES[clip.section]}</dd>
          </div>
          <div>
            <dt>Used in</dt>
            <dd>{jobsLabel(clip.jobCount)}</dd>
          </div>
        </dl>
        <div className="clip-card__actions">
          {inJob ? (
            <span className="clip-card__in-job">Already in this job</span>
          ) : (
            <label className="clip-card__select">
              <input
                type="checkbox"
                checked={selectedFor !== null}
                onChange={(event) => onSelect(clip, event.target.checked ? clip.section : null)}
              />
              Select {name}
            </label>
          )}
          {selectedFor !== null && !inJob && (
            <select
              aria-label={`Section for ${name}`}
              value={selectedFor}
              onChange={(event) => onSelect(clip, event.target.value as UploadSection)}
            >
              {SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {SECTION_TITLES[section]}
                </option>
              ))}
            </select>
          )}
          <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={() => onDelete(clip)}>
            Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
