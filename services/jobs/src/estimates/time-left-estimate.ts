/*
 * How long a rendering job still needs: the render queue's work ahead of it plus its own, at the
 * pace this machine's recent jobs went. Plain functions of their inputs, so the arithmetic is
 * tested without a queue; render-queue.repository.ts reads the inputs.
 */

/** Work a render still has to do. */
export interface RenderWork {
  /** Seconds of source clip still to normalise: each distinct clip x placement segment not ready. */
  clipSeconds: number;
  /** Outputs still to join. */
  outputs: number;
}

/** Seconds of the render pool's time one unit of work takes (the pool's pace, not one task's latency). */
export interface UnitCosts {
  normalisePerClipSecond: number;
  combinePerOutput: number;
}

/**
 * Until the machine has finished work of its own to learn from: docs/performance.md's figures
 * through the services with the default framing (2026-11-26): normalising 1.07 s per second of
 * clip, and a second job of the same clips (nothing normalised) making 27 outputs in 17.4 s,
 * upload included: 0.64 s per output.
 */
export const DEFAULT_UNIT_COSTS: UnitCosts = { normalisePerClipSecond: 1.07, combinePerOutput: 0.64 };

/** A job in the render queue. */
export interface QueuedJob {
  id: string;
  /** `renderPriorityOf` its plan: the queue serves higher first. */
  priority: number;
  /** When its tasks were queued: within one priority the queue is first in, first out. */
  startedAt: Date;
  left: RenderWork;
}

/** A finished render that had the render pool to itself: its wall time is its own work's. */
export interface FinishedRun {
  seconds: number;
  work: RenderWork;
}

export function secondsOfWork(work: RenderWork, costs: UnitCosts): number {
  return work.clipSeconds * costs.normalisePerClipSecond + work.outputs * costs.combinePerOutput;
}

/**
 * Whether the queue serves `other`'s remaining tasks before `job`'s last one: a higher priority
 * always (even one queued later), the same priority when queued earlier. A job queued later with a
 * higher priority pushes the estimate up when it arrives, as it pushes the work back.
 */
export function isAhead(other: QueuedJob, job: QueuedJob): boolean {
  if (other.id === job.id) return false;
  if (other.priority !== job.priority) return other.priority > job.priority;
  const queuedBefore = other.startedAt.getTime() - job.startedAt.getTime();
  return queuedBefore < 0 || (queuedBefore === 0 && other.id < job.id);
}

/** Whole seconds until `job` completes: the work ahead of it in `queue` and its own, at `costs`. */
export function secondsLeft(job: QueuedJob, queue: readonly QueuedJob[], costs: UnitCosts): number {
  const ahead = queue.filter((other) => isAhead(other, job));
  const seconds = [job, ...ahead].reduce((sum, queued) => sum + secondsOfWork(queued.left, costs), 0);
  return Math.round(seconds);
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The unit costs this machine showed in `runs`, each the median over the runs that tell it (one
 * slow run, a machine busy with other work, does not move it): joining from runs that normalised
 * nothing (every segment kept from an earlier job), their seconds per output; normalising from
 * runs that did, their seconds less their joins per second of clip. A cost no run tells stays at
 * `defaults`.
 */
export function learnedUnitCosts(runs: readonly FinishedRun[], defaults: UnitCosts = DEFAULT_UNIT_COSTS): UnitCosts {
  const positive = (value: number) => Number.isFinite(value) && value > 0;
  const combinePerOutput =
    median(runs.filter((run) => run.work.clipSeconds === 0 && run.work.outputs > 0).map((run) => run.seconds / run.work.outputs).filter(positive)) ??
    defaults.combinePerOutput;
  const normalisePerClipSecond =
    median(
      runs
        .filter((run) => run.work.clipSeconds > 0)
        .map((run) => (run.seconds - run.work.outputs * combinePerOutput) / run.work.clipSeconds)
        .filter(positive),
    ) ?? defaults.normalisePerClipSecond;
  return { normalisePerClipSecond, combinePerOutput };
}
