import type { Plan } from './plan';

/**
 * How far ahead of free work a plan's render tasks go (priority processing: docs/product-rules.md#plans-and-limits). The
 * render queue adds the task's own step to it (jobs' job-planner), so this stays within the
 * queue's `x-max-priority` together with it.
 */
const RENDER_PRIORITY: Record<Plan, number> = { free: 0, pro: 1 };

export const renderPriorityOf = (plan: Plan): number => RENDER_PRIORITY[plan];
