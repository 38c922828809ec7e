import { MAX_SEGMENTS_PER_RUN, type PlacementName } from '@reelmix/contracts/browser';


/*
 * The normalise stage's work list. A hook drawn with several texts is decoded and framed once for
 * all of them (normaliseClipTexts), so a run is a clip, a placement and the texts it draws, at
 * most MAX_SEGMENTS_PER_RUN of them; more texts are shared out evenly over as few runs as that allows.
 */

export interface NormaliseRun<C> {
  clip: C;
  placement: PlacementName;
  /** One segment each: a text's 1-based position in the job, or undefined for a plain segment. */
  texts: (number | undefined)[];
}

export function planNormaliseRuns<C>(
  clips: readonly C[],
  placements: readonly PlacementName[],
  textsOf: (clip: C) => readonly (number | undefined)[],
  durationSecOf: (clip: C) => number,
): NormaliseRun<C>[] {
  const runs = clips.flatMap((clip) =>
    placements.flatMap((placement) => splitEvenly(textsOf(clip), MAX_SEGMENTS_PER_RUN).map((texts) => ({ clip, placement, texts }))),
  );
  // Most encoded seconds first (a run encodes its clip once per segment): two encoders finish
  // together instead of one idling at the end. Without texts this is longest clip first.
  const work = (run: NormaliseRun<C>) => durationSecOf(run.clip) * run.texts.length;
  return runs.sort((a, b) => work(b) - work(a));
}

/** `items` in order, cut into the fewest groups of at most `maxPerGroup`, their sizes differing by at most one. */
export function splitEvenly<T>(items: readonly T[], maxPerGroup: number): T[][] {
  const groups = Math.ceil(items.length / maxPerGroup);
  return Array.from({ length: groups }, (_, group) => items.slice(Math.floor((group * items.length) / groups), Math.floor(((group + 1) * items.length) / groups)));
}
