import {
  DomainError,
  ErrorCode,
  LimitMessages,
  type Plan,
  PRO_OFFERS,
  proOffer,
  SECTION_NOUNS,
  tooManyCombinations,
  tooManyFiles,
  unknownFramingMessage,
  unknownPlacementsMessage,
  type UploadSection,
} from '@reelmix/contracts';

/** The refusals of docs/product-rules.md#sections-and-clips, in its words, each naming the file where there is one. */
export const UploadErrors = {
  unexpectedField: (field: string) =>
    new DomainError(ErrorCode.ValidationFailed, `Unexpected field "${field}": send files as intro, body or cta`),
  /** The same answer for a clip that never existed, was deleted or is someone else's: nothing to learn from it. */
  libraryClipNotFound: () =>
    new DomainError(ErrorCode.ValidationFailed, 'A chosen library clip was not found: it may have been deleted'),
  badClipReference: (section: UploadSection) =>
    new DomainError(ErrorCode.ValidationFailed, `A library clip for the ${SECTION_NOUNS[section]} videos is chosen by its id`),
  noClipsToAdd: () => new DomainError(ErrorCode.ValidationFailed, 'Add at least one clip'),
  tooManyFields: () => new DomainError(ErrorCode.ValidationFailed, 'The upload could not be read: it has too many fields'),
  tooManyFiles,
  tooManyCombinations,
  tooLarge: (name: string, section: UploadSection, plan: Plan) =>
    new DomainError(
      ErrorCode.PayloadTooLarge,
      `File Size Limit Exceeded: ${LimitMessages.filesTooLarge([name], section, plan)}${proOffer(plan, PRO_OFFERS.largestFile)}`,
      { title: 'File Size Limit Exceeded', file: name },
    ),
  wrongType: (name: string) =>
    new DomainError(ErrorCode.UnsupportedMedia, `"${name}" is not a supported video type (mp4, mov, avi, mkv, webm)`, {
      file: name,
    }),
  refused: (name: string, reason: string) =>
    new DomainError(ErrorCode.UnsupportedMedia, `"${name}" was refused: ${reason}`, { file: name, reason }),
  badPlacements: (value: string) =>
    new DomainError(ErrorCode.ValidationFailed, unknownPlacementsMessage(value)),
  badFraming: (value: string) =>
    new DomainError(ErrorCode.ValidationFailed, unknownFramingMessage(value)),
  malformed: (detail: string) => new DomainError(ErrorCode.ValidationFailed, `The upload could not be read: ${detail}`),
  stalled: (idleMs: number) =>
    new DomainError(ErrorCode.ValidationFailed, `The upload stopped: no data arrived for ${Math.round(idleMs / 1000)} seconds. Please try again.`),
};

/** docs/product-rules.md#combinations-and-placements: the product of the counts of the sections that have files. */
export function combinationsOf(counts: Record<UploadSection, number>): number {
  const used = Object.values(counts).filter((count) => count > 0);
  return used.length === 0 ? 0 : used.reduce((product, count) => product * count, 1);
}
