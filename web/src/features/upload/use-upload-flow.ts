import { useToast } from '@reelmix/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkUploadSession, fetchJob, startProcessing } from '../../api/jobs';
import { useJobStatus } from '../jobs/use-job-status';
import { buildRoute, ROUTES } from '../../routes';
import { runUpload, type UploadEnvironment, type UploadReporter } from './run-upload';
import { saveUploadTexts } from './save-upload-texts';
import { isHostedEnvironment } from './upload-environment';
import { NETWORK_ERROR_MESSAGE, processingFailedMessage, uploadToasts } from './upload-messages';
import { sendUpload, type UploadChoices } from './upload-request';
import type { TextLine } from '../combination-plan/text-lines';
import type { SectionFiles } from './upload-sections';
import { initialUploadState, uploadReducer, type UploadEvent } from './upload-state';

export interface UploadFlowCallbacks {
  /** The job left the framing review for rendering, so its progress can be followed. */
  onJobStarted?: (jobId: string) => void;
  /** The job finished while the page waited (docs/product-rules.md#the-upload-flow). */
  onComplete?: (jobId: string) => void;
}

/** The upload widget's state and the actions that move it (docs/product-rules.md#the-upload-flow). */
export function useUploadFlow(callbacks: UploadFlowCallbacks) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const { toast } = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Each start gets a number; a run that was left behind (reset while in the background) goes quiet.
  const currentRun = useRef(0);
  // Settles the running upload's review; set while the review waits for the buyer.
  const finishReview = useRef<(() => void) | null>(null);
  const latestCallbacks = useRef(callbacks);
  useEffect(() => {
    latestCallbacks.current = callbacks;
  });

  function reporterFor(run: number): UploadReporter {
    const live = () => currentRun.current === run;
    return {
      dispatch(event: UploadEvent) {
        if (!live()) return;
        dispatch(event);
        const { onJobStarted, onComplete } = latestCallbacks.current;
        if (event.type === 'render-requested') onJobStarted?.(event.jobId);
        if (event.type === 'completed') onComplete?.(event.jobId);
      },
      notify(options) {
        if (live()) toast(options);
      },
    };
  }

  // A job sent to the background still finishes while the page is open: the widget then shows
  // 'Complete!' and clears the files, or on failure opens the form again with the files kept for
  // another try, sharing the job panel's polling of the same job.
  const backgroundJob = useJobStatus(state.jobId ?? '', { enabled: state.phase === 'background' && state.jobId !== null });
  const endedJob = backgroundJob.data?.status === 'completed' || backgroundJob.data?.status === 'failed' ? backgroundJob.data : null;
  useEffect(() => {
    if (!endedJob || state.phase !== 'background' || state.jobId !== endedJob.id) return;
    const reporter = reporterFor(currentRun.current);
    if (endedJob.status === 'completed') reporter.dispatch({ type: 'completed', jobId: endedJob.id });
    else reporter.dispatch({ type: 'failed', message: processingFailedMessage(endedJob.message) });
  });

  async function start(files: SectionFiles, choices: UploadChoices): Promise<void> {
    const run = ++currentRun.current;
    const reporter = reporterFor(run);
    dispatch({ type: 'started' });

    let authenticated: boolean;
    try {
      authenticated = await checkUploadSession();
    } catch {
      reporter.dispatch({ type: 'failed', message: NETWORK_ERROR_MESSAGE });
      reporter.notify(uploadToasts.uploadFailed(NETWORK_ERROR_MESSAGE));
      return;
    }
    if (!authenticated) {
      reporter.dispatch({ type: 'failed', message: 'Session expired. Please log in again.' });
      reporter.notify(uploadToasts.authenticationError);
      navigate(buildRoute(ROUTES.login, { query: { redirect: ROUTES.home } }));
      return;
    }

    const review = () => new Promise<void>((resolve) => (finishReview.current = resolve));
    const env: UploadEnvironment = {
      hosted: isHostedEnvironment(),
      send: sendUpload,
      startProcessing,
      fetchJob,
      saveTexts: (jobId, texts) => saveUploadTexts(client, jobId, texts),
      review,
    };
    await runUpload(files, choices, env, reporter);
  }

  return {
    state,
    start,
    setFiles: (files: SectionFiles) => dispatch({ type: 'files-changed', files }),
    setTexts: (texts: TextLine[]) => dispatch({ type: 'texts-changed', texts }),
    /** Ends the framing review: the upload carries on exactly as it would have without one. */
    render() {
      const finish = finishReview.current;
      finishReview.current = null;
      finish?.();
    },
    reset() {
      if (state.phase === 'uploading' || state.phase === 'review' || state.phase === 'processing') return;
      currentRun.current += 1;
      dispatch({ type: 'reset' });
    },
  };
}
