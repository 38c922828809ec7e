import { DomainError, ErrorCode, FRAMING_CHOICES, PLAN_LIMITS, type Plan, type UploadSection } from '@reelmix/contracts';

const MB = 1024 * 1024;
const sectionLabel = (section: UploadSection) => (section === 'cta' ? 'CTA' : section);

/** The refusals of customer-spec §5 and §8, in its words, each naming the file where there is one. */
export const UploadErrors = {
  unexpectedField: (field: string) =>
    new DomainError(ErrorCode.ValidationFailed, `Unexpected field "${field}": send files as intro, body or cta`),
  tooManyFiles: (section: UploadSection, plan: Plan) =>
    new DomainError(
      ErrorCode.ValidationFailed,
      `Too Many Files: Maximum ${PLAN_LIMITS[plan].maxFilesPerSection} files allowed for the ${sectionLabel(section)} videos.${plan === 'free' ? ' Upgrade to Pro for up to 10 files per section.' : ''}`,
      { title: 'Too Many Files', section },
    ),
  tooManyCombinations: (combinations: number, plan: Plan) =>
    new DomainError(
      ErrorCode.ValidationFailed,
      `Too Many Combinations: This would create ${combinations} video combinations. Maximum allowed: ${PLAN_LIMITS[plan].maxCombinations}`,
      { title: 'Too Many Combinations', combinations },
    ),
  tooLarge: (name: string, section: UploadSection, plan: Plan) =>
    new DomainError(
      ErrorCode.PayloadTooLarge,
      `File Size Limit Exceeded: "${name}" is larger than ${PLAN_LIMITS[plan].maxFileBytes[section] / MB}MB, the limit for ${sectionLabel(section)} videos.${plan === 'free' ? ' Pro allows up to 200MB per file.' : ''}`,
      { title: 'File Size Limit Exceeded', file: name },
    ),
  wrongType: (name: string) =>
    new DomainError(ErrorCode.UnsupportedMedia, `"${name}" is not a supported video type (mp4, mov, avi, mkv, webm)`, {
      file: name,
    }),
  refused: (name: string, reason: string) =>
    new DomainError(ErrorCode.UnsupportedMedia, `"${name}" was refused: ${reason}`, { file: name, reason }),
  badPlacements: (value: string) =>
    new DomainError(ErrorCode.ValidationFailed, `Unknown placements "${value}": choose from 9:16, 4:5, 1:1, 16:9`),
  badFraming: (value: string) =>
    new DomainError(ErrorCode.ValidationFailed, `Unknown framing "${value}": choose from ${FRAMING_CHOICES.join(', ')}`),
  malformed: (detail: string) => new DomainError(ErrorCode.ValidationFailed, `The upload could not be read: ${detail}`),
  stalled: (idleMs: number) =>
    new DomainError(ErrorCode.ValidationFailed, `The upload stopped: no data arrived for ${Math.round(idleMs / 1000)} seconds. Please try again.`),
};

/** Customer-spec §5: the product of the counts of the sections that have files. */
export function combinationsOf(counts: Record<UploadSection, number>): number {
  const used = Object.values(counts).filter((count) => count > 0);
  return used.length === 0 ? 0 : used.reduce((product, count) => product * count, 1);
}
