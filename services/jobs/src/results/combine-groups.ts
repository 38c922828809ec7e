import { MAX_SEGMENTS_PER_RUN } from '@reelmix/contracts';
import { splitEvenly } from '@reelmix/media';
import type { JobOutput } from '../jobs/job-output.entity';
import type { JobSegment } from '../jobs/job-segment.entity';

/** An output ready to join, with its three segments in playing order. */
export interface ReadyOutput {
  output: JobOutput;
  parts: JobSegment[];
}

/*
 * The combine messages for outputs whose segments are ready: outputs that differ only in their
 * hook's text (same hook, body, cta and placement) have the same sound, so they are joined by one
 * worker in one ffmpeg that encodes that sound once (libs/media combine.ts `sameSoundAs`), at most
 * MAX_SEGMENTS_PER_RUN to a message, as many as a normalising run makes texts of a hook. Messages
 * follow the order of their first output; every other output is a message of its own.
 */
export function combineGroupsOf(ready: readonly ReadyOutput[]): ReadyOutput[][] {
  const groups = new Map<string, ReadyOutput[]>();
  for (const item of ready) {
    const { intro, body, cta, placement } = item.output;
    const sound = `${intro}:${body}:${cta}:${placement}`;
    groups.set(sound, [...(groups.get(sound) ?? []), item]);
  }
  return [...groups.values()].flatMap((group) => splitEvenly(group, MAX_SEGMENTS_PER_RUN));
}
