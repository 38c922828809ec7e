import { largestFileMbOf } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../routes';
import { reloadPage } from './reload-page';

const LIKELY_CAUSES = [
  'An invalid or unsupported video format',
  `A file over ${largestFileMbOf('pro')}MB`,
  'A network timeout during the upload',
  'Corrupted video files',
];

export interface JobFailedBoxProps {
  /** The job's own explanation, when it has one beyond "failed". */
  message?: string;
  onStartOver?: () => void;
}

/** docs/product-rules.md#jobs-and-progress: the failed job's box, its likely causes and the two ways forward. */
export function JobFailedBox({ message, onStartOver }: JobFailedBoxProps) {
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <div className="job-problem" role="alert" aria-labelledby={titleId}>
      <h4 id={titleId} className="job-problem__title">
        Processing Failed
      </h4>
      {message && <p className="job-problem__text">{message}</p>}
      <p className="job-problem__text">This is usually caused by:</p>
      <ul className="job-problem__causes">
        {LIKELY_CAUSES.map((cause) => (
          <li key={cause}>{cause}</li>
        ))}
      </ul>
      <div className="job-problem__actions">
        <Button onClick={reloadPage}>Try Again</Button>
        <Button
          variant="outline"
          onClick={() => {
            onStartOver?.();
            navigate(ROUTES.home);
          }}
        >
          Start Over
        </Button>
      </div>
    </div>
  );
}

/** docs/product-rules.md#jobs-and-progress: shown for any failure of the status query. */
export function ConnectionErrorBox() {
  const titleId = useId();
  return (
    <div className="job-problem" role="alert" aria-labelledby={titleId}>
      <h4 id={titleId} className="job-problem__title">
        Connection Error
      </h4>
      <p className="job-problem__text">We couldn&apos;t get the latest status of your job. Check your connection, then refresh the page.</p>
      <div className="job-problem__actions">
        <Button onClick={reloadPage}>Refresh Page</Button>
      </div>
    </div>
  );
}
