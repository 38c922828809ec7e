import type { JobView } from '@reelmix/contracts';
import { useToast } from '@reelmix/ui';
import { useEffect, useRef } from 'react';
import { JOB_TOAST_MS, PROCESSING_TIMEOUT_MS } from './job-progress';
import { isRetryableJobError } from './use-job-status';

/** 'Connection Lost' once the status query has used up its retries on a network or server fault. */
export function useConnectionLostNotice(error: unknown, errorUpdatedAt: number) {
  const { toast } = useToast();
  useEffect(() => {
    if (!error || !isRetryableJobError(error)) return;
    toast({
      title: 'Connection Lost',
      description: 'We lost contact with the server while checking your job. Refresh the page to try again.',
      variant: 'destructive',
      duration: JOB_TOAST_MS,
    });
  }, [error, errorUpdatedAt, toast]);
}

/**
 * 'Processing Timeout' when a job is still processing 15 minutes after it was created. A timer
 * set for that moment, rather than a check inside polling, so it fires even between answers.
 */
export function useProcessingTimeoutNotice(job: JobView | undefined) {
  const { toast } = useToast();
  const notifiedJob = useRef<string | null>(null);
  const id = job?.id;
  const status = job?.status;
  const createdAt = job?.createdAt;

  useEffect(() => {
    if (!id || !createdAt || status !== 'processing' || notifiedJob.current === id) return;
    const due = new Date(createdAt).getTime() + PROCESSING_TIMEOUT_MS - Date.now();
    const timer = setTimeout(
      () => {
        notifiedJob.current = id;
        toast({
          title: 'Processing Timeout',
          description: "This job is taking longer than expected. It keeps running, and we'll email you download links when it's done.",
          duration: JOB_TOAST_MS,
        });
      },
      Math.max(0, due),
    );
    return () => clearTimeout(timer);
  }, [id, status, createdAt, toast]);
}
