import { type NormaliseRequestedV1, type TextOverlayBody } from '@reelmix/contracts';

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
