import type { JobFramingView, JobPlanView, JobView, PlacementName, TextVariant } from '@reelmix/contracts';
import type { Customer } from '../../e2e/fixtures/customer';
import { call, upload } from '../../e2e/fixtures/upload';
import type { ClipFiles } from '../media/bench-clips';
import { type MemoryPeaks, ProcessTreeSampler } from '../media/process-memory';

/** How often the job is asked about: fine enough to place the first output within 0.1 s. */
const POLL_MS = 100;
const JOB_TIMEOUT_MS = 30 * 60_000;

export interface Combination {
  intro: number;
  body: number;
  cta: number;
}

export interface JobTimes {
  jobId: string;
  /** `POST /api/upload` sent to its answer (the clips streamed, probed and stored). */
  uploadMs: number;
  /** `POST /api/process` sent to the first poll listing an output. */
  firstOutputMs: number;
  /** The parts of that first output (1-based, in upload order), which the CLI is timed on alone. */
  firstCombination: Combination;
  /** `POST /api/process` sent to the first poll answering `completed`. */
  completedMs: number;
  /** Upload sent to the last output listed: what the customer waits for in all. */
  totalMs: number;
  outputs: number;
  /** The render service's process tree over the whole job. */
  renderWorker: MemoryPeaks;
  /** Each clip's framing preview in the placement, asked between upload and start (ms, with the clip's picture size); not in `totalMs`, nor is setting the texts. */
  previews: Array<{ ms: number; width: number; height: number }>;
}

/**
 * One job as the web app runs it: the clips uploaded as one multipart request, the job started,
 * then its view polled until it completes. The render service's process tree is sampled
 * throughout, for its peak memory and for the ffmpeg work it ran.
 */
export async function timeJob(
  gateway: string,
  customer: Customer,
  clips: ClipFiles,
  placement: PlacementName,
  renderPid: number,
  options: { previews?: boolean; texts?: readonly TextVariant[] } = {},
): Promise<JobTimes> {
  const sampler = new ProcessTreeSampler(renderPid);
  sampler.start();
  let renderWorker: MemoryPeaks | undefined;
  try {
    const started = performance.now();
    const uploaded = await upload(gateway, customer, clips, { placements: placement });
    if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
    const uploadMs = performance.now() - started;
    const jobId = (uploaded.body as unknown as JobView).id;
    const previewsStarted = performance.now();
    const previews = options.previews ? await timePreviews(gateway, customer, jobId, placement) : [];
    if (options.texts) await setTexts(gateway, customer, jobId, options.texts);
    const previewsMs = performance.now() - previewsStarted;

    const processSent = performance.now();
    const answer = await call(gateway, customer, `/api/process/${jobId}`, { method: 'POST' });
    if (!answer.ok) throw new Error(`process answered ${answer.status}: ${await answer.text()}`);
    let firstOutputAt: number | undefined;
    let firstCombination: Combination | undefined;
    for (;;) {
      const asked = performance.now();
      const view = (await (await call(gateway, customer, `/api/jobs/${jobId}`)).json()) as JobView;
      const now = performance.now();
      if (firstOutputAt === undefined && view.outputVideos.length > 0) {
        firstOutputAt = now;
        firstCombination = await partsOf(gateway, customer, jobId, view.outputVideos[0]!);
      }
      if (view.status === 'failed') throw new Error(`job ${jobId} failed: ${view.message}`);
      if (view.status === 'completed') {
        renderWorker = sampler.stop();
        if (!firstCombination) throw new Error(`job ${jobId} completed without listing an output`);
        return {
          jobId,
          uploadMs,
          firstOutputMs: (firstOutputAt ?? now) - processSent,
          firstCombination,
          completedMs: now - processSent,
          totalMs: now - started - previewsMs,
          outputs: view.outputVideos.length,
          renderWorker,
          previews,
        };
      }
      if (now - processSent > JOB_TIMEOUT_MS) throw new Error(`job ${jobId} still ${view.status} after ${JOB_TIMEOUT_MS / 60_000} minutes`);
      await pause(Math.max(0, POLL_MS - (now - asked)));
    }
  } finally {
    if (!renderWorker) sampler.stop();
  }
}

/** An output's parts, as the history lists them (the job's own view names its outputs only). Asked once, after the time is taken. */
async function partsOf(gateway: string, customer: Customer, jobId: string, path: string): Promise<Combination> {
  const history = (await (await call(gateway, customer, '/api/jobs/user')).json()) as JobView[];
  const output = history.find((job) => job.id === jobId)?.outputs?.find((listed) => listed.path === path);
  if (!output) throw new Error(`the history lists no parts for ${path}`);
  return { intro: output.intro, body: output.body, cta: output.cta };
}

/** The texts written into the job's plan, as the upload page saves them before the review opens. */
async function setTexts(gateway: string, customer: Customer, jobId: string, texts: readonly TextVariant[]): Promise<void> {
  const plan = (await (await call(gateway, customer, `/api/jobs/${jobId}/plan`)).json()) as JobPlanView;
  const answer = await call(gateway, customer, `/api/jobs/${jobId}/plan`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...plan.settings, texts }),
  });
  if (!answer.ok) throw new Error(`the plan answered ${answer.status}: ${await answer.text()}`);
}

/** What the framing review asks for: the job's framing, then each clip's preview, one after another as a page's images load. */
async function timePreviews(gateway: string, customer: Customer, jobId: string, placement: PlacementName): Promise<JobTimes['previews']> {
  const framing = (await (await call(gateway, customer, `/api/jobs/${jobId}/framing`)).json()) as JobFramingView;
  const timed: JobTimes['previews'] = [];
  for (const clip of framing.clips) {
    const started = performance.now();
    const answer = await call(gateway, customer, `/api/jobs/${jobId}/clips/${clip.id}/preview?placement=${placement.replace(':', 'x')}`);
    const image = await answer.arrayBuffer();
    if (!answer.ok || answer.headers.get('content-type') !== 'image/jpeg' || image.byteLength === 0) throw new Error(`preview of ${clip.id} answered ${answer.status}`);
    timed.push({ ms: performance.now() - started, width: clip.width ?? 0, height: clip.height ?? 0 });
  }
  return timed;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
