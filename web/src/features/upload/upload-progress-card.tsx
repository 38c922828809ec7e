import { Button, Card, CardContent, Spinner } from '@reelmix/ui';
import { useId } from 'react';
import { ProgressBar } from '../jobs/progress-bar';
import type { UploadState } from './upload-state';

export interface UploadProgressCardProps {
  state: UploadState;
  onReset: () => void;
}

/** Where the upload stands: bytes sent, processing, handed to the background, done, or why it stopped. */
export function UploadProgressCard({ state, onReset }: UploadProgressCardProps) {
  const { phase, progress, error } = state;
  const labelId = useId();
  if (phase === 'idle' && !error) return null;

  return (
    <Card className="upload-progress">
      <CardContent>
        {phase === 'idle' && error && (
          <p className="upload-progress__error" role="alert">
            {error}
          </p>
        )}
        {phase === 'uploading' && (
          <>
            <p className="upload-progress__text" id={labelId}>
              Uploading your videos... {progress}%
            </p>
            <ProgressBar value={progress} labelledBy={labelId} />
          </>
        )}
        {phase === 'review' && (
          <p className="upload-progress__text">Upload complete. Check how each clip is framed below, then render.</p>
        )}
        {phase === 'processing' && (
          <p className="upload-progress__text upload-progress__text--busy">
            <Spinner size="sm" label="Processing" />
            Upload complete. Starting to create your variations...
          </p>
        )}
        {phase === 'background' && (
          <p className="upload-progress__text">
            Your videos are processing in the background. We&apos;ll email you download links when they are ready; you
            can follow the progress below or safely close this page.
          </p>
        )}
        {phase === 'complete' && <p className="upload-progress__text">Complete! Your variations are ready below.</p>}
        {(phase === 'background' || phase === 'complete') && (
          <Button variant="outline" size="sm" onClick={onReset}>
            Start New Upload
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
