import {
  DomainError,
  ErrorCode,
  LimitMessages,
  type Plan,
  PRO_OFFERS,
  proOffer,
  REQUIRED_SECTION_MESSAGES,
  SECTION_NOUNS,
  SharedErrors,
  tooManyCombinations,
  tooManyFiles,
  unknownFramingMessage,
  unknownPlacementsMessage,
  type UploadSection,
} from '@reelmix/contracts';

/**
 * The uploads service's refusals, each with its code and its words: those of
 * docs/product-rules.md#sections-and-clips name the file where there is one.
 */
export const UploadsErrors = {
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
  sectionMissing: (section: UploadSection) => new DomainError(ErrorCode.ValidationFailed, REQUIRED_SECTION_MESSAGES[section]),
  /** Not a job id at all: answered as jobs answers one that is not the caller's. */
  jobNotFound: SharedErrors.jobNotFound,
  accountNotFound: SharedErrors.accountNotFound,
  /** The same answer for a library clip that is someone else's as for one that never existed. */
  clipNotFound: SharedErrors.clipNotFound,
  noPoster: () => new DomainError(ErrorCode.NotFound, 'This clip has no poster'),
  noPreview: SharedErrors.previewNotFound,
  badPreviewRequest: (what: string) => new DomainError(ErrorCode.ValidationFailed, `Invalid preview request: ${what}`),
  /** A request that did not come through the gateway (no internal token, or a wrong one). */
  notThroughGateway: () => new DomainError(ErrorCode.Forbidden, 'Accepted through the gateway only'),
  missingCallerIdentity: () => new DomainError(ErrorCode.ValidationFailed, 'Missing caller identity'),
};
