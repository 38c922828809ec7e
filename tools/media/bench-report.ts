import type { MemoryPeaks } from './process-memory';

/** How the benchmark prints: seconds, megabytes, and a target beside each figure. */

export const say = (line: string): void => void process.stdout.write(`${line}\n`);

export const sec = (ms: number): string => `${(ms / 1000).toFixed(ms < 1000 ? 3 : 1)} s`;

export const mb = (value: number): string => `${value.toFixed(0)} MB`;

export const times = (ratio: number): string => `${ratio.toFixed(ratio < 10 ? 2 : 1)}x`;

/** A figure that should stay at or under its target, e.g. `target <= 8.0 s: met`. */
export function atMost(value: number, target: number, show: (value: number) => string): string {
  return `target <= ${show(target)}: ${value <= target ? 'met' : `MISSED by ${show(value - target)}`}`;
}

/** A figure that should reach its target, e.g. `target >= 8x: MISSED by 1.2x`. */
export function atLeast(value: number, target: number, show: (value: number) => string): string {
  return `target >= ${show(target)}: ${value >= target ? 'met' : `MISSED by ${show(target - value)}`}`;
}

/** One line for a worker's peak memory: the sum over its process tree, then its parts. */
export function memoryLine(m: MemoryPeaks, rootName: string, targetMb: number): string {
  const verdict = m.treePssMb < targetMb ? 'met' : `MISSED by ${mb(m.treePssMb - targetMb)}`;
  return (
    `${mb(m.treePssMb)} PSS (${rootName}'s share ${mb(m.rootPssAtPeakMb)}) / ${mb(m.treeRssMb)} RSS summed over ${rootName} and its ffmpeg processes, ` +
    `target < ${mb(targetMb)}: ${verdict}; ${rootName}'s own peak since it started ${mb(m.rootMaxRssMb)} RSS; largest single ffmpeg ${mb(m.childMaxRssMb)} RSS ` +
    `(${m.samples} samples, 50 ms apart)`
  );
}
