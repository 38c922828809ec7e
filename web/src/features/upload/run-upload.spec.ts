import type { JobView } from '@reelmix/contracts';
import type { ToastOptions } from '@reelmix/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import { buildJobPlan } from '../combination-plan/combination-plan.builder';
import { buildJobView, JOB_ID, outputPaths } from '../jobs/job-view.builder';
import { runUpload, UPLOAD_TIMINGS, type UploadEnvironment } from './run-upload';
import { UploadTransportError, type SendUploadOptions, type UploadChoices, type UploadResponse, type UploadTexts } from './upload-request';
import type { SectionFiles } from './upload-sections';
import type { UploadEvent } from './upload-state';

const clip = (name: string) => new File(['x'], name, { type: 'video/mp4' });
const files: SectionFiles = { intro: [clip('i1.mp4'), clip('i2.mp4')], body: [clip('b.mp4')], cta: [clip('c.mp4')] };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
// The service's own pending message mentions the background; these tests start from a neutral one.
const created = (job: Partial<JobView> = {}): UploadResponse => ({
  status: 201,
  responseText: JSON.stringify(buildJobView({ message: 'Upload received', ...job })),
});
const refused = (status: number, body: unknown): UploadResponse => ({ status, responseText: JSON.stringify(body) });

interface Harness {
  env: UploadEnvironment;
  events: UploadEvent[];
  toasts: ToastOptions[];
  sendOptions: () => SendUploadOptions;
  run: () => Promise<void>;
}

/** Two lines for the hooks, one with a label. */
const TEXTS: UploadTexts = {
  texts: [
    { text: 'Stop scrolling if you have dry skin', label: null },
    { text: 'Dermatologists hate this', label: 'derm' },
  ],
  textStyle: { ...DEFAULT_TEXT_STYLE, position: 'bottom' },
};

function harness(overrides: Partial<UploadEnvironment> & { hosted?: boolean } = {}, texts: UploadTexts | null = null): Harness {
  const events: UploadEvent[] = [];
  const toasts: ToastOptions[] = [];
  const env: UploadEnvironment = {
    hosted: false,
    send: vi.fn(async () => created()),
    startProcessing: vi.fn(async () => json(200, { status: 'processing', backgroundProcessing: true })),
    fetchJob: vi.fn(async () => buildJobView()),
    saveTexts: vi.fn(async (_jobId: string, saved: UploadTexts) => buildJobPlan({ texts: saved.texts, textStyle: saved.textStyle })),
    review: vi.fn(async () => undefined),
    ...overrides,
  };
  return {
    env,
    events,
    toasts,
    sendOptions: () => vi.mocked(env.send).mock.calls[0][1],
    run: () => runUpload(files, { placements: ['9:16', '4:5'], framing: 'fit', texts } satisfies UploadChoices, env, { dispatch: (event) => events.push(event), notify: (toast) => toasts.push(toast) }),
  };
}

/** Runs the flow to its end, letting every pause and timer elapse. */
async function finish(h: Harness): Promise<void> {
  const done = h.run();
  await vi.runAllTimersAsync();
  await done;
}

const phases = (events: UploadEvent[]) => events.filter((event) => event.type !== 'progressed').map((event) => event.type);
const titles = (toasts: ToastOptions[]) => toasts.map((toast) => toast.title);

describe('the upload flow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('locally', () => {
    it('sends the sections and choices, reports progress, and hands a background job to the e-mail', async () => {
      const h = harness({
        send: vi.fn(async (form: FormData, options: SendUploadOptions) => {
          options.onProgress(35);
          options.onProgress(100);
          expect(form.get('placements')).toBe('9:16,4:5');
          expect(form.get('framing')).toBe('fit');
          expect((form.getAll('intro') as File[]).map((file) => file.name)).toEqual(['i1.mp4', 'i2.mp4']);
          return created();
        }),
      });

      await finish(h);

      expect(h.sendOptions().timeoutMs).toBe(15 * 60_000);
      expect(h.events).toEqual([
        { type: 'progressed', percent: 35 },
        { type: 'progressed', percent: 100 },
        { type: 'uploaded', jobId: JOB_ID, expectedOutputs: 4 },
        { type: 'render-requested', jobId: JOB_ID },
        { type: 'backgrounded', jobId: JOB_ID },
      ]);
      expect(h.env.startProcessing).toHaveBeenCalledWith(JOB_ID, { signal: expect.any(AbortSignal) });
      expect(h.toasts).toEqual([
        expect.objectContaining({ title: 'Upload Complete - Email Notification Enabled', duration: 8000 }),
      ]);
    });

    it('holds the job for the framing review, and renders only once the buyer asks', async () => {
      let finishReview: () => void = () => undefined;
      const h = harness({ review: vi.fn(() => new Promise<void>((resolve) => (finishReview = resolve))) });
      const done = h.run();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(h.env.review).toHaveBeenCalledWith(expect.objectContaining({ id: JOB_ID }));
      expect(h.events.at(-1)).toEqual({ type: 'uploaded', jobId: JOB_ID, expectedOutputs: 4 });
      expect(h.env.startProcessing).not.toHaveBeenCalled();
      expect(h.toasts).toEqual([]);

      finishReview();
      await vi.advanceTimersByTimeAsync(99);
      expect(h.events.at(-1)).toEqual({ type: 'render-requested', jobId: JOB_ID });
      expect(h.env.startProcessing).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(h.env.startProcessing).toHaveBeenCalledTimes(1);
      await done;
    });

    it('saves the texts into the new job’s plan before the review opens, and promises the videos the plan counts', async () => {
      const reviewed: string[] = [];
      const h = harness(
        {
          review: vi.fn(async () => {
            reviewed.push(`saved ${vi.mocked(h.env.saveTexts).mock.calls.length}`);
          }),
        },
        TEXTS,
      );

      await finish(h);

      expect(h.env.saveTexts).toHaveBeenCalledWith(JOB_ID, TEXTS);
      expect(reviewed).toEqual(['saved 1']);
      // 2 hooks x 2 texts x 1 body x 1 CTA in 2 placements, not the upload's 4.
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'backgrounded']);
      expect(h.events.find((event) => event.type === 'uploaded')).toEqual({ type: 'uploaded', jobId: JOB_ID, expectedOutputs: 8 });
      // Nothing sent in the upload's form: the texts live in the plan.
      expect([...vi.mocked(h.env.send).mock.calls[0][0].keys()]).not.toContain('texts');
    });

    it('keeps the upload when the texts are refused, saying why, and reviews the job without them', async () => {
      const h = harness({ saveTexts: vi.fn(async () => Promise.reject(new Error('Anton has no letter for "ẞ": choose another font or change the text'))) }, TEXTS);

      await finish(h);

      expect(h.toasts[0]).toMatchObject({
        title: 'Texts Not Saved',
        description:
          'Your videos were uploaded, but the texts could not be added to the job: Anton has no letter for "ẞ": choose another font or change the text. Write them again where you choose the combinations.',
        variant: 'destructive',
      });
      expect(h.env.review).toHaveBeenCalledTimes(1);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'backgrounded']);
      expect(h.events.find((event) => event.type === 'uploaded')).toEqual({ type: 'uploaded', jobId: JOB_ID, expectedOutputs: 4 });
    });

    it('asks nothing of the plan for a job without texts', async () => {
      const h = harness();
      await finish(h);
      expect(h.env.saveTexts).not.toHaveBeenCalled();
    });

    it('waits 100 ms between the render request and the processing request', async () => {
      const h = harness();
      const done = h.run();
      await vi.advanceTimersByTimeAsync(99);
      expect(h.env.startProcessing).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(h.env.startProcessing).toHaveBeenCalledTimes(1);
      await done;
    });

    it('completes when processing answers completed', async () => {
      const h = harness({ startProcessing: vi.fn(async () => json(200, { status: 'completed', backgroundProcessing: false })) });
      await finish(h);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'completed']);
      expect(titles(h.toasts)).toEqual(['Upload Successful']);
    });

    it('goes to the background when processing answers queued', async () => {
      const h = harness({ startProcessing: vi.fn(async () => json(200, { status: 'queued', backgroundProcessing: false })) });
      await finish(h);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'backgrounded']);
    });

    it('goes to the background straight after the upload when the answer mentions the background or a queue', async () => {
      const h = harness({ send: vi.fn(async () => created({ message: 'Your job is queued' })) });
      await finish(h);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'backgrounded', 'backgrounded']);
      expect(titles(h.toasts)).toEqual(['Processing in Background']);
      expect(h.toasts[0].description).toMatch(/We'll email you download links when ready/);
    });

    it('rechecks the job 2 s after a 500 and completes when it finished anyway', async () => {
      const h = harness({
        startProcessing: vi.fn(async () => json(500, { error: 'Gateway gave up' })),
        fetchJob: vi.fn(async () => buildJobView({ status: 'completed', outputVideos: outputPaths() })),
      });
      const done = h.run();
      await vi.advanceTimersByTimeAsync(100 + 1999);
      expect(h.env.fetchJob).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(h.env.fetchJob).toHaveBeenCalledWith(JOB_ID);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'completed']);
      expect(titles(h.toasts)).toEqual(['Upload Successful']);
    });

    it('reports Processing Failed with the error when the recheck finds the job unfinished', async () => {
      const h = harness({
        startProcessing: vi.fn(async () => json(500, { error: 'Render queue unavailable' })),
        fetchJob: vi.fn(async () => buildJobView({ status: 'processing' })),
      });
      await finish(h);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'failed']);
      expect(h.toasts).toEqual([
        expect.objectContaining({
          title: 'Processing Failed',
          description: 'Your videos were uploaded but processing failed: Render queue unavailable',
          variant: 'destructive',
        }),
      ]);
    });

    it('says the processing system is unavailable when the details mention ffprobe', async () => {
      const h = harness({
        startProcessing: vi.fn(async () => json(503, { error: 'Processing error', details: { reason: 'spawn ffprobe ENOENT' } })),
      });
      await finish(h);
      expect(titles(h.toasts)).toEqual(['Processing System Unavailable']);
      expect(h.env.fetchJob).not.toHaveBeenCalled();
    });

    it('reports a Connection Error when the processing request gets no answer', async () => {
      const h = harness({ startProcessing: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
      await finish(h);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'failed']);
      expect(h.toasts[0]).toMatchObject({
        title: 'Connection Error',
        description: 'Unable to start processing. Please check your connection and try again.',
      });
    });

    it('aborts the processing request after 3 minutes', async () => {
      const h = harness({ startProcessing: vi.fn(hangUntilAborted) });
      const done = h.run();
      await vi.advanceTimersByTimeAsync(100 + 3 * 60_000 - 1);
      expect(h.toasts).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(titles(h.toasts)).toEqual(['Connection Error']);
    });

    it.each([
      [401, { error: 'Authentication required' }, 'Session Expired', 'Please refresh the page and login again to upload files'],
      [403, { error: 'Pro Access Required' }, 'Pro Access Required', 'This feature requires a Pro subscription'],
    ])('stops on a %s from the upload', async (status, body, title, description) => {
      const h = harness({ send: vi.fn(async () => refused(status, body)) });
      await finish(h);
      expect(h.toasts).toEqual([expect.objectContaining({ title, description, variant: 'destructive' })]);
      expect(h.env.startProcessing).not.toHaveBeenCalled();
      expect(h.events.at(-1)).toMatchObject({ type: 'failed' });
    });

    it('keeps the session message for the progress card after a 401', async () => {
      const h = harness({ send: vi.fn(async () => refused(401, { error: 'Authentication required' })) });
      await finish(h);
      expect(h.events).toEqual([{ type: 'failed', message: 'Your session has expired. Please refresh the page and login again.' }]);
    });

    it('uses the service title of a refusal as the toast title', async () => {
      const message = 'Too Many Files: Maximum 3 files allowed for the intro videos.';
      const h = harness({ send: vi.fn(async () => refused(400, { error: message, details: { title: 'Too Many Files' } })) });
      await finish(h);
      expect(h.toasts[0]).toMatchObject({ title: 'Too Many Files', description: 'Maximum 3 files allowed for the intro videos.' });
    });

    it('reports other refusals as Upload Failed with the error field, or a default', async () => {
      const withError = harness({ send: vi.fn(async () => refused(415, { error: '"a.mp4" was refused: it has no video stream' })) });
      await finish(withError);
      expect(withError.toasts[0]).toMatchObject({ title: 'Upload Failed', description: '"a.mp4" was refused: it has no video stream' });

      const bare = harness({ send: vi.fn(async () => ({ status: 502, responseText: '<html>Bad gateway</html>' })) });
      await finish(bare);
      expect(bare.toasts[0]).toMatchObject({ title: 'Upload Failed', description: 'Upload failed' });
    });

    it('reports network failures of the upload', async () => {
      const noAnswer = harness({ send: vi.fn(async () => Promise.reject(new UploadTransportError('network'))) });
      await finish(noAnswer);
      expect(noAnswer.toasts[0]).toMatchObject({
        title: 'Upload Failed',
        description: 'Network error occurred during upload. Please check your connection and try again.',
      });

      const statusZero = harness({ send: vi.fn(async () => ({ status: 0, responseText: '' })) });
      await finish(statusZero);
      expect(statusZero.toasts[0]).toMatchObject({
        title: 'Upload Failed',
        description: 'Network error - please check your connection and try again',
      });
    });

    it('reports an Upload Timeout', async () => {
      const h = harness({ send: vi.fn(async () => Promise.reject(new UploadTransportError('timeout'))) });
      await finish(h);
      expect(h.toasts[0]).toMatchObject({
        title: 'Upload Timeout',
        description: 'Upload is taking too long. Please try uploading fewer or smaller files.',
      });
      expect(h.events).toEqual([{ type: 'failed', message: 'Upload is taking too long. Please try uploading fewer or smaller files.' }]);
    });

    it('does not treat a stalled upload as background processing', async () => {
      const h = harness({ send: vi.fn(() => new Promise<UploadResponse>(() => undefined)) });
      void h.run();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(h.events).toEqual([]);
    });
  });

  describe('hosted', () => {
    it('allows 20 minutes for the upload and goes to the background as soon as it is in', async () => {
      const h = harness({ hosted: true });
      await finish(h);
      expect(h.sendOptions().timeoutMs).toBe(20 * 60_000);
      expect(phases(h.events)).toEqual(['uploaded', 'render-requested', 'backgrounded', 'backgrounded']);
      expect(h.env.startProcessing).toHaveBeenCalledTimes(1);
      // One toast: the later background answer from processing does not repeat it.
      expect(titles(h.toasts)).toEqual(['Processing in Background']);
    });

    it('shows a quota refusal of the upload or of processing as its own toast, never as background work', async () => {
      const message = 'Too Many Jobs Processing: You already have 2 jobs processing. Maximum allowed: 2. Please start this one when one of them has finished.';
      const processing = harness({
        hosted: true,
        startProcessing: vi.fn(async () => json(429, { error: message, code: 'RATE_LIMITED', details: { title: 'Too Many Jobs Processing', retryAfterSeconds: 60 } })),
      });
      await finish(processing);
      expect(processing.events.at(-1)).toMatchObject({ type: 'failed' });
      expect(processing.toasts.at(-1)).toMatchObject({
        title: 'Too Many Jobs Processing',
        description: 'You already have 2 jobs processing. Maximum allowed: 2. Please start this one when one of them has finished.',
        variant: 'destructive',
      });

      const upload = harness({
        hosted: true,
        send: vi.fn(async () =>
          refused(429, { error: 'Upload Limit Reached: You can start 20 uploads an hour. Please try again in 50 minutes.', details: { title: 'Upload Limit Reached' } }),
        ),
      });
      await finish(upload);
      expect(upload.env.startProcessing).not.toHaveBeenCalled();
      expect(upload.toasts).toEqual([
        expect.objectContaining({ title: 'Upload Limit Reached', description: 'You can start 20 uploads an hour. Please try again in 50 minutes.' }),
      ]);
    });

    it('ends processing errors and lost answers in the background', async () => {
      const failing = harness({ hosted: true, startProcessing: vi.fn(async () => json(500, { error: 'boom' })) });
      await finish(failing);
      expect(failing.env.fetchJob).toHaveBeenCalled();
      expect(failing.events.at(-1)).toEqual({ type: 'backgrounded', jobId: JOB_ID });
      expect(titles(failing.toasts)).toEqual(['Processing in Background']);

      const lost = harness({ hosted: true, send: vi.fn(async () => Promise.reject(new UploadTransportError('network'))) });
      await finish(lost);
      expect(lost.events).toEqual([{ type: 'backgrounded', jobId: null }]);
    });

    it('aborts the processing request after 4 minutes', async () => {
      const h = harness({ hosted: true, startProcessing: vi.fn(hangUntilAborted) });
      const done = h.run();
      await vi.advanceTimersByTimeAsync(100 + 3 * 60_000);
      expect(vi.mocked(h.env.startProcessing).mock.calls[0][1].signal.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(60_000);
      await done;
      expect(vi.mocked(h.env.startProcessing).mock.calls[0][1].signal.aborted).toBe(true);
    });

    it('tells the user the upload is taking longer than expected on a timeout', async () => {
      const h = harness({ hosted: true, send: vi.fn(async () => Promise.reject(new UploadTransportError('timeout'))) });
      await finish(h);
      expect(h.events).toEqual([{ type: 'backgrounded', jobId: null }]);
      expect(h.toasts[0].title).toBe('Upload Taking Longer Than Expected');
      expect(h.toasts[0].description).toMatch(/email/);
    });

    it('sends an upload whose progress stops below 100% for 12 checks 5 s apart to the background', async () => {
      let report: (percent: number) => void = () => undefined;
      const h = harness({
        hosted: true,
        send: vi.fn((_form: FormData, options: SendUploadOptions) => {
          report = options.onProgress;
          return new Promise<UploadResponse>(() => undefined);
        }),
      });
      void h.run();
      report(40);
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMINGS.stallCheckMs * 6);
      report(41); // movement starts the count again
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMINGS.stallCheckMs * 12);
      expect(h.events.filter((event) => event.type === 'backgrounded')).toEqual([]);

      await vi.advanceTimersByTimeAsync(UPLOAD_TIMINGS.stallCheckMs);
      expect(h.events.at(-1)).toEqual({ type: 'backgrounded', jobId: null });
      expect(titles(h.toasts)).toEqual(['Processing in Background']);
    });

    it('skips the review for an upload already handed to the background, and still starts processing', async () => {
      let report: (percent: number) => void = () => undefined;
      let answer: (response: UploadResponse) => void = () => undefined;
      const h = harness({
        hosted: true,
        send: vi.fn((_form: FormData, options: SendUploadOptions) => {
          report = options.onProgress;
          return new Promise<UploadResponse>((resolve) => (answer = resolve));
        }),
      });
      const done = h.run();
      report(40);
      await vi.advanceTimersByTimeAsync(UPLOAD_TIMINGS.stallCheckMs * 13);
      expect(h.events.at(-1)).toEqual({ type: 'backgrounded', jobId: null });

      answer(created());
      await vi.runAllTimersAsync();
      await done;
      expect(h.env.review).not.toHaveBeenCalled();
      expect(h.env.startProcessing).toHaveBeenCalledTimes(1);
      expect(phases(h.events)).toEqual(['backgrounded', 'uploaded', 'render-requested', 'backgrounded', 'backgrounded']);
    });

    it('never calls a finished upload stalled', async () => {
      let report: (percent: number) => void = () => undefined;
      const h = harness({
        hosted: true,
        send: vi.fn((_form: FormData, options: SendUploadOptions) => {
          report = options.onProgress;
          return new Promise<UploadResponse>(() => undefined);
        }),
      });
      void h.run();
      report(100);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(h.events).toEqual([{ type: 'progressed', percent: 100 }]);
    });
  });
});

function hangUntilAborted(_jobId: string, { signal }: { signal: AbortSignal }): Promise<Response> {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
}
