import type { Plan } from './plan';

/**
 * What the clip library keeps listing (the saved history of docs/product-rules.md#plans-and-limits): Pro every clip it
 * uploaded, a free account the clips of its latest job.
 */
export type ClipRetention = 'every-clip' | 'latest-job';

const CLIP_RETENTION: Record<Plan, ClipRetention> = { free: 'latest-job', pro: 'every-clip' };

export const clipRetentionOf = (plan: Plan): ClipRetention => CLIP_RETENTION[plan];
