import { MAX_SEGMENTS_PER_RUN } from '@reelmix/contracts';
import { splitEvenly } from '@reelmix/media';
import type { NormaliseTask } from './job-planner';

/** A hook's task with its text. */
type TextTask = NormaliseTask & Required<Pick<NormaliseTask, 'text'>>;

/** One normalise message: its task, and the further texts of the same hook and placement made in the same run. */
export interface NormaliseRun {
  task: NormaliseTask;
  moreTexts: TextTask[];
}

/*
 * The normalise messages of a job's run: a hook's texts in one placement are made by one worker
 * from one decode and framing (an encoder each), as the one-machine pipeline makes them (libs/media
 * normalise-runs.ts), at most MAX_SEGMENTS_PER_RUN to a message and shared out evenly. Each message
 * takes the place of its first task, so the order that puts the first combinations' parts first
 * holds; every other task is a message of its own.
 */
export function normaliseRunsOf(tasks: readonly NormaliseTask[]): NormaliseRun[] {
  const hookTexts = new Map<string, TextTask[]>();
  const order: (NormaliseTask | TextTask[])[] = [];
  for (const task of tasks) {
    if (!hasText(task)) {
      order.push(task);
      continue;
    }
    const run = runKey(task);
    const known = hookTexts.get(run);
    if (known) {
      known.push(task);
      continue;
    }
    const group = [task];
    hookTexts.set(run, group);
    order.push(group);
  }
  return order.flatMap((entry): NormaliseRun[] =>
    Array.isArray(entry) ? splitEvenly(entry, MAX_SEGMENTS_PER_RUN).map(([task, ...moreTexts]) => ({ task: task!, moreTexts })) : [{ task: entry, moreTexts: [] }],
  );
}

const hasText = (task: NormaliseTask): task is TextTask => task.text !== undefined;

/** What a hook's texts must share to be drawn from one decode: the clip, the placement and how it is framed there. */
function runKey({ clip, placement, framing, focus }: NormaliseTask): string {
  return JSON.stringify([clip.section, clip.position, placement, framing, focus.x, focus.y]);
}
