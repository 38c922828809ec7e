import type { JobClip } from './job-clip.entity';

/** A clip combinations may use: not taken out of its job (a removed clip keeps its row and position). */
export const isPresent = (clip: Pick<JobClip, 'removedAt'>): boolean => !clip.removedAt;
