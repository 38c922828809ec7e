import { type FramingChoice, PLACEMENTS, SECTIONS, type PlacementName, renderPriorityOf, type TextStyle } from '@reelmix/contracts';
import { CODEC_SETUP_ID, type FocusPoint, framingKeyPart, textKey } from '@reelmix/media';
import { cachedSegmentKey, outputKey, segmentKey } from '@reelmix/storage';
import { randomUUID } from 'node:crypto';
import { settingIn } from '../framing/clip-framing';
import { plannedOutputsOf, usedBy } from '../plan/job-plan';
import { textsOf, textStyleOf } from '../plan/job-texts';
import type { JobClip } from './job-clip.entity';
import { newOutputsOf, type OutputIdentity } from './new-outputs';
import type { JobOutput } from './job-output.entity';
import type { JobSegment } from './job-segment.entity';
import type { Job } from './job.entity';

/** One normalise task: a source made into the segment at `segmentKey`, used by one or more job segments. */
export interface NormaliseTask {
  taskId: string;
  segmentKey: string;
  placement: PlacementName;
  clip: JobClip;
  /** How the clip is framed in this placement (the buyer's setting for it, or the job's). */
  framing: FramingChoice;
  focus: FocusPoint;
  /** The text drawn on this hook in this encode, with its 1-based position; absent for every other segment. */
  text?: { position: number; text: string; style: TextStyle };
}

/** A segment's text: none (0) for bodies, CTAs and hooks of a job without texts. */
export const NO_TEXT = 0;

export interface JobWork {
  /** Every clip x placement of the job; rows with the same source share one key and one task. */
  segments: JobSegment[];
  /** Distinct segments to make, in the order the first combinations need them. */
  tasks: NormaliseTask[];
  outputs: JobOutput[];
}

/**
 * The work of one job: every distinct clip a planned combination uses normalised once per
 * placement, and every planned combination (the job's plan: job-plan.ts) joined from those
 * segments. A clip with a content hash gets a segment key of its own content (kept for the user's
 * later jobs); two clips with the same bytes share it. Outputs the job already has (`finished`,
 * from an earlier run) are not made again, and clips only they use are not normalised.
 */
export function planJobWork(job: Job, clips: JobClip[], finished: ReadonlyArray<OutputIdentity & { fileName: string }> = []): JobWork {
  const planned = newOutputsOf(plannedOutputsOf(job, clips, finished), finished);
  const textsOfHook = textsByHook(planned);
  const texts = textsOf(job.plan);
  const style = textStyleOf(job.plan);
  const taskOfKey = new Map<string, NormaliseTask>();
  const segments: JobSegment[] = [];
  for (const { placement, clip } of firstResultsOrder(job.placements, clips.filter(usedBy(planned)))) {
    const { framing, focus } = settingIn(job, clip, placement);
    // A hook is normalised once per text some planned output draws on it, the text in that same encode.
    const drawn = clip.section === 'intro' ? (textsOfHook.get(clip.position) ?? [NO_TEXT]) : [NO_TEXT];
    for (const position of drawn) {
      const text = position === NO_TEXT ? undefined : { position, text: texts[position - 1]!.text, style };
      const key = keyOf(job, placement, clip, framingKeyPart(framing, focus), text);
      const task = taskOfKey.get(key) ?? { taskId: randomUUID(), segmentKey: key, placement, clip, framing, focus, ...(text ? { text } : {}) };
      taskOfKey.set(key, task);
      segments.push({
        jobId: job.id,
        section: clip.section,
        position: clip.position,
        placement,
        text: position,
        taskId: task.taskId,
        segmentKey: key,
        durationSec: null,
        doneAt: null,
      });
    }
  }
  const outputs = planned.map(
    (output): JobOutput => ({
      jobId: job.id,
      fileName: output.fileName,
      intro: output.intro,
      body: output.body,
      cta: output.cta,
      text: output.text ?? null,
      placement: output.placement as PlacementName,
      taskId: null,
      objectKey: outputKey(job.userId, job.id, output.fileName),
      requestedAt: null,
      doneAt: null,
      durationSec: null,
      width: null,
      height: null,
      sizeBytes: null,
      sha256: null,
    }),
  );
  return { segments, tasks: [...taskOfKey.values()], outputs };
}

/**
 * Clip by clip across the sections: the shortest intro, body and cta of each placement, then the
 * next shortest of each, and so on. Taken in section order instead, the first combination's three
 * parts would be ready only near the end of normalising; in this order one can be joined after
 * three tasks, the quickest three to make, and every further round completes a whole block of
 * combinations.
 */
export function firstResultsOrder(placements: readonly PlacementName[], clips: readonly JobClip[]): Array<{ placement: PlacementName; clip: JobClip }> {
  const quickestFirst = (section: JobClip['section']) =>
    clips.filter((clip) => clip.section === section).sort((a, b) => a.durationSec - b.durationSec || a.position - b.position);
  const bySection = SECTIONS.map(quickestFirst);
  const rounds = Math.max(0, ...bySection.map((section) => section.length));
  const order: Array<{ placement: PlacementName; clip: JobClip }> = [];
  for (let round = 0; round < rounds; round++) {
    for (const placement of placements) {
      for (const section of bySection) {
        const clip = section[round];
        if (clip) order.push({ placement, clip });
      }
    }
  }
  return order;
}

/** Which texts each hook is drawn with, by hook position: only the pairs some planned output uses, in order. */
function textsByHook(planned: ReadonlyArray<{ intro: number; text?: number }>): Map<number, number[]> {
  const pairs = new Map<number, Set<number>>();
  for (const output of planned) {
    if (output.text !== undefined) pairs.set(output.intro, (pairs.get(output.intro) ?? new Set()).add(output.text));
  }
  return new Map([...pairs].map(([intro, texts]) => [intro, [...texts].sort((a, b) => a - b)]));
}

/**
 * A hook with a text is another segment than the hook alone: the text's key (textKey: the text,
 * its style, the layout's version and the font's bytes) joins the clip's. A kept segment carries it
 * in its framing part, so another job drawing the same text on the same clip reuses it.
 */
function keyOf(job: Job, placement: PlacementName, clip: JobClip, framing: string, text?: { text: string; style: TextStyle }): string {
  const placementTag = PLACEMENTS[placement].tag;
  const drawn = text ? `_t${textKey(text.text, text.style)}` : '';
  if (!clip.contentSha256) return `${segmentKey(job.id, placementTag, clip.section, clip.position)}${drawn}`;
  return cachedSegmentKey(job.userId, { contentSha256: clip.contentSha256, codecSetupId: CODEC_SETUP_ID, placementTag, framing: `${framing}${drawn}` });
}

/** The three segments an output is joined from, in playing order: its hook the one with its text. */
export function segmentsOf(output: JobOutput, segments: JobSegment[]): JobSegment[] {
  const find = (section: JobClip['section'], position: number, text = NO_TEXT) =>
    segments.find((s) => s.section === section && s.position === position && s.placement === output.placement && s.text === text);
  return [find('intro', output.intro, output.text ?? NO_TEXT), find('body', output.body), find('cta', output.cta)].filter(
    (segment): segment is JobSegment => segment !== undefined,
  );
}

/**
 * The render queue's priority (0-2, the queue's `x-max-priority`): the plan's render priority
 * (Pro work ahead of free work), plus one for a job's joins, so a combination whose parts are
 * ready is made next rather than after every other clip of the queue. A free join ties with Pro
 * normalising.
 */
export function priorityOf(job: Pick<Job, 'accountPlan'>, task: 'normalise' | 'combine'): number {
  return renderPriorityOf(job.accountPlan) + (task === 'combine' ? 1 : 0);
}
