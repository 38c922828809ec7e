import type { JobPlanView, JobView, ProcessAnswer } from '@reelmix/contracts';
import type { ToastOptions } from '@reelmix/ui';
import { errorAnswer, mentionsProcessingTools, refusalToast } from './error-answer';
import { NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, uploadToasts } from './upload-messages';
import { buildUploadForm, UploadTransportError, type SendUploadOptions, type UploadChoices, type UploadResponse, type UploadTexts } from './upload-request';
import type { SectionFiles } from './upload-sections';
import type { UploadEvent } from './upload-state';

const MINUTE = 60_000;

/** Upload timings (docs/product-rules.md#the-upload-flow). */
export const UPLOAD_TIMINGS = {
  uploadTimeoutMs: { local: 15 * MINUTE, hosted: 20 * MINUTE },
  processAbortMs: { local: 3 * MINUTE, hosted: 4 * MINUTE },
  stallCheckMs: 5000,
  stallChecks: 12,
  processDelayMs: 100,
  recheckDelayMs: 2000,
} as const;

/** The outside world of one upload, passed in so the flow runs the same under test. */
export interface UploadEnvironment {
  /** Served from a real host rather than a developer's machine (docs/product-rules.md#the-upload-flow: hosted rules differ). */
  hosted: boolean;
  send: (form: FormData, options: SendUploadOptions) => Promise<UploadResponse>;
  startProcessing: (jobId: string, options: { signal: AbortSignal }) => Promise<Response>;
  fetchJob: (jobId: string) => Promise<JobView>;
  /** Saves the texts written with the upload into the new job's plan; answers the plan as saved, or throws the refusal. */
  saveTexts: (jobId: string, texts: UploadTexts) => Promise<JobPlanView>;
  /** Settles once the buyer has checked the framing of the uploaded clips and asked for the render. */
  review: (job: JobView) => Promise<void>;
}

export interface UploadReporter {
  dispatch: (event: UploadEvent) => void;
  notify: (toast: ToastOptions) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * One upload (docs/product-rules.md#the-upload-flow): send with progress → texts into the job's plan → framing review → pause 100 ms → start
 * processing → settle in complete, background or back to idle with a toast. Hosted environments
 * lean towards background, because there a lost answer usually means a slow proxy while the
 * server carries on.
 */
export async function runUpload(
  files: SectionFiles,
  choices: UploadChoices,
  env: UploadEnvironment,
  reporter: UploadReporter,
): Promise<void> {
  await new UploadRun(env, reporter).run(files, choices);
}

class UploadRun {
  private backgrounded = false;

  constructor(
    private readonly env: UploadEnvironment,
    private readonly reporter: UploadReporter,
  ) {}

  async run(files: SectionFiles, choices: UploadChoices): Promise<void> {
    const uploaded = await this.upload(buildUploadForm(files, choices));
    if (!uploaded) return;
    // The texts are in the plan before the review opens (or a background job starts), so both draw and count them.
    const job = choices.texts ? await this.withTexts(uploaded, choices.texts) : uploaded;
    this.reporter.dispatch({ type: 'uploaded', jobId: job.id, expectedOutputs: job.counts?.expectedOutputs ?? 0 });
    // A job already handed to the background was promised to render without the page; it is not held for review.
    if (!this.backgrounded) await this.env.review(job);
    this.reporter.dispatch({ type: 'render-requested', jobId: job.id });
    if (this.env.hosted || /background|queued/i.test(job.message ?? '')) this.toBackground(job.id);
    await sleep(UPLOAD_TIMINGS.processDelayMs);
    await this.process(job.id);
  }

  private toBackground(jobId: string | null, toast: ToastOptions = uploadToasts.processingInBackground): void {
    this.reporter.dispatch({ type: 'backgrounded', jobId });
    if (!this.backgrounded) this.reporter.notify(toast);
    this.backgrounded = true;
  }

  private fail(toast: ToastOptions, message = toast.description ?? toast.title): void {
    this.reporter.dispatch({ type: 'failed', message });
    this.reporter.notify(toast);
  }

  private complete(jobId: string): void {
    this.reporter.dispatch({ type: 'completed', jobId });
    this.reporter.notify(uploadToasts.uploadSuccessful);
  }

  private async upload(form: FormData): Promise<JobView | null> {
    const stall = this.watchForStall();
    const { hosted } = this.env;
    let response: UploadResponse;
    try {
      response = await this.env.send(form, {
        timeoutMs: hosted ? UPLOAD_TIMINGS.uploadTimeoutMs.hosted : UPLOAD_TIMINGS.uploadTimeoutMs.local,
        onProgress: (percent) => {
          stall.saw(percent);
          this.reporter.dispatch({ type: 'progressed', percent });
        },
      });
    } catch (error) {
      this.uploadUnanswered(error instanceof UploadTransportError ? error : new UploadTransportError('network'));
      return null;
    } finally {
      stall.stop();
    }
    return this.readUploadAnswer(response);
  }

  private uploadUnanswered(error: UploadTransportError): void {
    const { hosted } = this.env;
    if (error.kind === 'timeout') {
      if (hosted) this.toBackground(null, uploadToasts.uploadTakingLonger);
      else this.fail(uploadToasts.uploadTimeout);
    } else if (error.kind === 'network' && hosted) {
      this.toBackground(null);
    } else {
      this.fail(uploadToasts.uploadFailed(error.message));
    }
  }

  private readUploadAnswer(response: UploadResponse): JobView | null {
    if (response.status === 0) {
      if (this.env.hosted) this.toBackground(null);
      else this.fail(uploadToasts.uploadFailed(NETWORK_ERROR_MESSAGE));
      return null;
    }
    if (response.status === 401) {
      this.fail(uploadToasts.sessionExpired, SESSION_EXPIRED_MESSAGE);
      return null;
    }
    if (response.status === 403) {
      this.fail(uploadToasts.proAccessRequired);
      return null;
    }
    if (response.status < 200 || response.status >= 300) {
      this.fail(refusalToast(errorAnswer(response.responseText)));
      return null;
    }
    const job = parseJson(response.responseText) as JobView | null;
    if (!job?.id) {
      this.fail(uploadToasts.uploadFailed('Upload failed'));
      return null;
    }
    return job;
  }

  /**
   * The job with its texts saved. A refusal (a letter the font lacks, a text too long for a
   * placement) or a lost answer keeps the upload: the buyer is told and can write them again in
   * the plan below, whose field says why.
   */
  private async withTexts(job: JobView, texts: UploadTexts): Promise<JobView> {
    try {
      const plan = await this.env.saveTexts(job.id, texts);
      return { ...job, counts: { ...job.counts, expectedOutputs: plan.counts.outputs } };
    } catch (error) {
      this.reporter.notify(uploadToasts.textsNotSaved(error instanceof Error ? error.message : String(error)));
      return job;
    }
  }

  private async process(jobId: string): Promise<void> {
    const { hosted } = this.env;
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(),
      hosted ? UPLOAD_TIMINGS.processAbortMs.hosted : UPLOAD_TIMINGS.processAbortMs.local,
    );
    let response: Response;
    let text: string;
    try {
      response = await this.env.startProcessing(jobId, { signal: controller.signal });
      text = await response.text();
    } catch {
      // No answer (network failure or our own abort): the job may still be running on the server.
      if (hosted) this.toBackground(jobId);
      else this.fail(uploadToasts.connectionError);
      return;
    } finally {
      clearTimeout(timer);
    }

    if (response.ok) {
      const answer = parseJson(text) as ProcessAnswer | null;
      if (answer?.status === 'completed') this.complete(jobId);
      else if (answer?.status === 'failed') this.fail(uploadToasts.processingFailed('the render did not finish'));
      // Queued, backgroundProcessing or still running: the server carries on and e-mails the links.
      else this.toBackground(jobId, uploadToasts.emailNotificationEnabled);
      return;
    }

    if (response.status === 401) return this.fail(uploadToasts.sessionExpired, SESSION_EXPIRED_MESSAGE);
    if (response.status === 403) return this.fail(uploadToasts.proAccessRequired);
    // A quota refused the start (429): nothing runs in the background, so say why, hosted or not.
    if (response.status === 429) return this.fail(refusalToast(errorAnswer(text)));
    if (response.status === 500 && (await this.finishedAnyway(jobId))) return this.complete(jobId);

    const answer = errorAnswer(text);
    if (hosted) return this.toBackground(jobId);
    if (mentionsProcessingTools(answer)) return this.fail(uploadToasts.processingSystemUnavailable);
    this.fail(uploadToasts.processingFailed(answer.error || answer.message || text || response.statusText || `status ${response.status}`));
  }

  /** A 500 can come from a proxy that gave up while the render went on; the job itself knows. */
  private async finishedAnyway(jobId: string): Promise<boolean> {
    await sleep(UPLOAD_TIMINGS.recheckDelayMs);
    try {
      const job = await this.env.fetchJob(jobId);
      return job.status === 'completed' && job.outputVideos.length > 0;
    } catch {
      return false;
    }
  }

  /**
   * Hosted proxies sometimes stop reporting progress while the body still streams on. Progress
   * unchanged below 100% for 12 checks 5 s apart (a minute) hands the upload to the background.
   */
  private watchForStall(): { saw: (percent: number) => void; stop: () => void } {
    if (!this.env.hosted) return { saw: () => undefined, stop: () => undefined };
    let latest = 0;
    let lastChecked = 0;
    let unchanged = 0;
    const timer = setInterval(() => {
      unchanged = latest < 100 && latest === lastChecked ? unchanged + 1 : 0;
      lastChecked = latest;
      if (unchanged >= UPLOAD_TIMINGS.stallChecks) {
        clearInterval(timer);
        this.toBackground(null);
      }
    }, UPLOAD_TIMINGS.stallCheckMs);
    return { saw: (percent) => (latest = percent), stop: () => clearInterval(timer) };
  }
}
