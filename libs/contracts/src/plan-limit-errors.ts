import { DomainError } from './errors/domain-error';
import { ErrorCode } from './errors/error-codes';
import { LimitMessages, limitsOf, type Plan } from './plan-policy';
import type { UploadSection } from './creative/sections';

/** The combination limit (docs/product-rules.md#combinations-and-placements), refused in these words at upload and, for a planned subset, at start. */
export function tooManyCombinations(combinations: number, plan: Plan): DomainError {
  return new DomainError(
    ErrorCode.ValidationFailed,
    `Too Many Combinations: ${LimitMessages.tooManyCombinations(combinations, limitsOf(plan).maxCombinations)}`,
    { title: 'Too Many Combinations', combinations },
  );
}

/** The files-per-section limit (docs/product-rules.md#sections-and-clips), refused in these words at upload and when clips are added to a job. */
export function tooManyFiles(section: UploadSection, plan: Plan): DomainError {
  return new DomainError(ErrorCode.ValidationFailed, `Too Many Files: ${LimitMessages.tooManyFiles(section, plan)}`, { title: 'Too Many Files', section });
}
