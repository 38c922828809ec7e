import './jobs.css';

export interface ProgressBarProps {
  /** 0-100. */
  value: number;
  /** Id of the visible text that names the bar. */
  labelledBy: string;
}

export function ProgressBar({ value, labelledBy }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
