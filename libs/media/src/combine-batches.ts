import { type PlannedOutput } from './naming';

/*
 * How the one-machine pipeline (render-combinations.ts) splits its joins and output checks into
 * ffmpeg processes.
 */

/*
 * Combinations per ffmpeg process: enough to spread one process start-up over several outputs,
 * few enough that every process slot gets at least two batches (balanced ends, regular progress).
 */
export function combineBatchSize(outputs: number, concurrency: number): number {
  return Math.max(1, Math.min(8, Math.ceil(outputs / (concurrency * 2))));
}

/** What an output sounds like: its clips and placement, whatever its text (drawn on the picture only). */
export const soundOf = (plan: PlannedOutput) => `${plan.intro}:${plan.body}:${plan.cta}:${plan.placement}`;

/**
 * Indices of the outputs in batches of about `size`, an output's text variants always in one batch
 * so that their audio is encoded once (combine.ts): groups are packed whole, in plan order.
 */
export function combineBatches(plans: readonly PlannedOutput[], size: number): number[][] {
  const groups = new Map<string, number[]>();
  for (const [index, plan] of plans.entries()) {
    const sound = soundOf(plan);
    groups.set(sound, [...(groups.get(sound) ?? []), index]);
  }
  const batches: number[][] = [];
  let batch: number[] = [];
  for (const group of groups.values()) {
    if (batch.length > 0 && batch.length + group.length > size) {
      batches.push(batch);
      batch = [];
    }
    batch.push(...group);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
