import { type CombineRequestedV1, type NormaliseRequestedV1, type TextOverlayBody } from '@reelmix/contracts';

/* What one render task makes: a normalise task's segments, a combine task's outputs (a hook's texts travel together). */

/** One segment a normalise task makes: the task id and key it is announced under, and its text. */
export interface TaskSegment {
  taskId: string;
  segmentKey: string;
  text?: TextOverlayBody;
}

/** The segments a normalise task makes, in order: its own, then each of its further texts. */
export function segmentsOfTask(task: NormaliseRequestedV1): TaskSegment[] {
  const own = { taskId: task.taskId, segmentKey: task.segmentKey, ...(task.text ? { text: task.text } : {}) };
  return [own, ...(task.moreTexts ?? []).map(({ taskId, segmentKey, text }) => ({ taskId, segmentKey, text }))];
}

/** One output a combine task makes: the task id it is announced under, its parts in playing order, where it is stored and its name. */
export interface TaskOutput {
  taskId: string;
  segmentKeys: string[];
  outputKey: string;
  fileName: string;
}

/** The outputs a combine task makes, in order: its own, then each that differs from it only in the hook's text. */
export function outputsOfTask(task: CombineRequestedV1): TaskOutput[] {
  const own = { taskId: task.taskId, segmentKeys: task.segmentKeys, outputKey: task.outputKey, fileName: task.fileName };
  const [, ...bodyAndCta] = task.segmentKeys;
  return [own, ...(task.moreOutputs ?? []).map(({ taskId, hookSegmentKey, outputKey, fileName }) => ({ taskId, segmentKeys: [hookSegmentKey, ...bodyAndCta], outputKey, fileName }))];
}
