import { Button, buttonClassName } from '@reelmix/ui';
import { jobSelectionArchiveUrl } from '../../api/jobs';
import './results.css';

export interface OutputSelectionBarProps {
  jobId: string;
  /** Selected file names, in the job's order. */
  selectedNames: readonly string[];
  shownCount: number;
  allShownSelected: boolean;
  onSelectAllShown: (on: boolean) => void;
}

/** 'Select all shown', how many are selected, and one zip of just those. */
export function OutputSelectionBar({ jobId, selectedNames, shownCount, allShownSelected, onSelectAllShown }: OutputSelectionBarProps) {
  const count = selectedNames.length;
  return (
    <div className="output-selection">
      <label className="output-selection__all">
        <input type="checkbox" checked={allShownSelected} disabled={shownCount === 0} onChange={(event) => onSelectAllShown(event.target.checked)} />
        Select all shown
      </label>
      <span className="output-selection__count" aria-live="polite">
        {count} selected
      </span>
      {count > 0 ? (
        <a href={jobSelectionArchiveUrl(jobId, selectedNames)} download className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          Download selected ({count})
        </a>
      ) : (
        <Button variant="outline" size="sm" disabled>
          Download selected (0)
        </Button>
      )}
    </div>
  );
}
