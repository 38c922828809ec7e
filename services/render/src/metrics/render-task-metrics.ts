import { Gauge, Histogram } from 'prom-client';

/** The two kinds of render work (render-tasks.service.ts). */
export type RenderTaskKind = 'normalise' | 'combine';

/**
 * How a task ended: `done` stored and announced its file, `rejected` refused the customer's media
 * (the job fails with a reason), `error` threw and goes back to the queue to be tried again.
 */
export type RenderTaskOutcome = 'done' | 'rejected' | 'error';

/**
 * 0.1 s to 10 min: a cached short normalise takes well under a second, a long combine minutes, and
 * RENDER_TASK_TIMEOUT_MS (5 min by default, per ffmpeg run) bounds the rest; a task past 10 min is
 * counted in +Inf, which is what an alert on it needs to know.
 */
export const RENDER_TASK_SECONDS_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 180, 300, 450, 600];

// Module scope: one instance per process, in prom-client's default registry, which /metrics serves.
export const renderTaskSeconds = new Histogram({
  name: 'reelmix_render_task_seconds',
  help: 'Wall-clock seconds of one render task, from taking it off the queue to its result, by kind and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  buckets: RENDER_TASK_SECONDS_BUCKETS,
});

export const renderTasksInProgress = new Gauge({
  name: 'reelmix_render_tasks_in_progress',
  help: 'Render tasks this worker is running now, by kind.',
  labelNames: ['kind'] as const,
});

/**
 * Runs one task, counting it as in progress meanwhile and observing its time and outcome when it
 * ends, however it ends. A thrown error is observed as `error` and thrown on, so the queue still
 * retries the task.
 */
export async function observeRenderTask(kind: RenderTaskKind, work: () => Promise<RenderTaskOutcome>, now: () => number = performance.now.bind(performance)): Promise<void> {
  const started = now();
  let outcome: RenderTaskOutcome = 'error';
  renderTasksInProgress.inc({ kind });
  try {
    outcome = await work();
  } finally {
    renderTasksInProgress.dec({ kind });
    renderTaskSeconds.observe({ kind, outcome }, (now() - started) / 1000);
  }
}
