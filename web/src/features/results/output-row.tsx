import type { JobView } from '@reelmix/contracts';
import { buttonClassName } from '@reelmix/ui';
import { videoUrl } from '../../api/jobs';
import { type OutputRowData, sourcesLine } from './output-matrix';
import './results.css';

export interface OutputRowProps {
  job: JobView;
  row: OutputRowData;
  /** Present when outputs can be picked for a partial download. */
  selection?: { checked: boolean; onChange: (on: boolean) => void };
}

/** One output: its player, the clips it was made of when known, and its own download. */
export function OutputRow({ job, row, selection }: OutputRowProps) {
  const url = videoUrl(row.path);
  const { name, sources } = row;
  return (
    <li className="job-result">
      {/* The #t=0.1 fragment makes the player fetch and show an early frame as its poster. */}
      <video className="job-result__player" controls preload="metadata" src={`${url}#t=0.1`} aria-label={`Preview of ${name}`} />
      <div className="job-result__footer">
        {selection && (
          <input type="checkbox" aria-label={`Select ${name}`} checked={selection.checked} onChange={(event) => selection.onChange(event.target.checked)} />
        )}
        <div className="job-result__label">
          <span className="job-result__name">{name}</span>
          {/* Names may come from a template, so the sources are shown rather than read from the name. */}
          {sources && (
            <span className="job-result__sources">{sourcesLine(job, sources)}</span>
          )}
        </div>
        <a href={url} download={name} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          Download <span className="rm-visually-hidden">{name}</span>
        </a>
      </div>
    </li>
  );
}
