import type { UploadSection } from '../creative/sections';
import type { Plan } from './plan';

export interface PlanLimits {
  /** Combinations (intro x text x body x cta) one job may render. */
  maxCombinations: number;
  /** Clips one section of a job may hold. */
  maxFilesPerSection: number;
  /** Text variants (creative/text-variants.ts) one job may draw on its hooks. */
  maxTexts: number;
  /** The largest file each section accepts, in bytes. */
  maxFileBytes: Record<UploadSection, number>;
}

export const MB = 1024 * 1024;

/** The plan limits (docs/product-rules.md#plans-and-limits), enforced by the services and mirrored by the web app. */
export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  free: { maxCombinations: 27, maxFilesPerSection: 3, maxTexts: 3, maxFileBytes: { intro: 50 * MB, body: 100 * MB, cta: 50 * MB } },
  pro: { maxCombinations: 100, maxFilesPerSection: 10, maxTexts: 10, maxFileBytes: { intro: 200 * MB, body: 200 * MB, cta: 200 * MB } },
};

export const limitsOf = (plan: Plan): PlanLimits => PLAN_LIMITS[plan];

/** A section's file limit in whole megabytes, as every message and page quotes it. */
export const fileLimitMbOf = (plan: Plan, section: UploadSection): number => PLAN_LIMITS[plan].maxFileBytes[section] / MB;

/** The largest file any section takes: what "uploads up to N MB per file" promises. */
export const largestFileMbOf = (plan: Plan): number => Math.max(...Object.values(PLAN_LIMITS[plan].maxFileBytes)) / MB;
