import { DomainError } from './errors/domain-error';
import { ErrorCode } from './errors/error-codes';
import type { UploadSection } from './creative/sections';
import { type Plan, PLAN_LIMITS } from './plans';

/** The combination limit (docs/product-rules.md#combinations-and-placements), refused in these words at upload and, for a planned subset, at start. */
export function tooManyCombinations(combinations: number, plan: Plan): DomainError {
  return new DomainError(
    ErrorCode.ValidationFailed,
    `Too Many Combinations: This would create ${combinations} video combinations. Maximum allowed: ${PLAN_LIMITS[plan].maxCombinations}`,
    { title: 'Too Many Combinations', combinations },
  );
}

const sectionLabel = (section: UploadSection) => (section === 'cta' ? 'CTA' : section);

/** The files-per-section limit (docs/product-rules.md#sections-and-clips), refused in these words at upload and when clips are added to a job. */
export function tooManyFiles(section: UploadSection, plan: Plan): DomainError {
  return new DomainError(
    ErrorCode.ValidationFailed,
    `Too Many Files: Maximum ${PLAN_LIMITS[plan].maxFilesPerSection} files allowed for the ${sectionLabel(section)} videos.${plan === 'free' ? ` Upgrade to Pro for up to ${PLAN_LIMITS.pro.maxFilesPerSection} files per section.` : ''}`,
    { title: 'Too Many Files', section },
  );
}
