import {
  DomainError,
  ErrorCode,
  SharedErrors,
  type PlacementName,
  REQUIRED_SECTION_MESSAGES,
  SECTION_NOUNS,
  TOO_MANY_REPORTS,
  type UploadSection,
} from '@reelmix/contracts';

export const PRO_ACCESS_REQUIRED = 'Pro Access Required';
export const PRO_ACCESS_DETAIL = 'This feature requires a Pro subscription';
/** Clips can be added to or removed from a job only while nothing of it is rendering. */
export const JOB_RENDERING_MESSAGE = 'This job is rendering: add clips once it has finished';
export const JOB_RENDERING_REMOVE_MESSAGE = 'This job is rendering: remove clips once it has finished';
export const CLIP_IN_RENDERING_JOB_MESSAGE = 'A job using this clip is rendering: delete the clip once it has finished';
export const FRAMING_LOCKED_MESSAGE = 'Framing cannot change while the job is rendering';
export const PLAN_LOCKED_MESSAGE = 'The combinations cannot change while the job is rendering';
export const NOTHING_TO_RENDER_MESSAGE = 'No combination is left to render: loosen the exclusions or the length budget';
/** A start of a job that has every output its plan asks for (a rendered job whose clips only went). */
export const ALREADY_RENDERED_MESSAGE = 'Every planned combination is already rendered: add clips to render more';
export const NO_OUTPUTS_MESSAGE = 'This job has no finished videos yet: read an export back once it has rendered.';

/** The columns an export must have when its headers are read without a mapping. */
const REQUIRED_COLUMNS = 'Ad name and Impressions';

const listOf = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/**
 * What the buyer is told when the columns are not found: which are missing, and what to do. A
 * mapping's names are quoted, since they are the buyer's own words for the export's headers.
 */
export function exportFormatMessage(error: { missing: string[] }, mapped: boolean): string {
  const names = mapped ? error.missing.map((name) => `"${name}"`) : error.missing;
  const columns = `${listOf(names)} column${names.length > 1 ? 's' : ''}`;
  if (mapped) return `The export has no ${columns}. Choose columns the export has, or export again with them.`;
  return `The export has no ${columns}. Choose the columns in the app, or export again with the ${REQUIRED_COLUMNS} columns.`;
}

/** The jobs service's refusals, each with its code and its words. */
export const JobsErrors = {
  jobNotFound: SharedErrors.jobNotFound,
  videoNotFound: SharedErrors.videoNotFound,
  clipNotFound: SharedErrors.clipNotFound,
  accountNotFound: SharedErrors.accountNotFound,
  reportNotFound: SharedErrors.reportNotFound,
  /** A job the caller's plan does not open (free: only the latest), with the upgrade's words in the details. */
  proAccessRequired: () => new DomainError(ErrorCode.Forbidden, PRO_ACCESS_REQUIRED, { message: PRO_ACCESS_DETAIL }),
  notFinished: () => new DomainError(ErrorCode.Conflict, 'The job has not finished yet'),
  addClipsWhileRendering: () => new DomainError(ErrorCode.Conflict, JOB_RENDERING_MESSAGE),
  removeClipsWhileRendering: () => new DomainError(ErrorCode.Conflict, JOB_RENDERING_REMOVE_MESSAGE),
  clipInRenderingJob: () => new DomainError(ErrorCode.Conflict, CLIP_IN_RENDERING_JOB_MESSAGE),
  framingWhileRendering: () => new DomainError(ErrorCode.Conflict, FRAMING_LOCKED_MESSAGE),
  planWhileRendering: () => new DomainError(ErrorCode.Conflict, PLAN_LOCKED_MESSAGE),
  lastClipOfSection: (section: UploadSection) =>
    new DomainError(
      ErrorCode.ValidationFailed,
      `This is the job's last ${SECTION_NOUNS[section]} clip: every job needs at least one, so add another before removing it`,
    ),
  sectionMissing: (section: UploadSection) => new DomainError(ErrorCode.ValidationFailed, REQUIRED_SECTION_MESSAGES[section]),
  nothingToRender: () => new DomainError(ErrorCode.ValidationFailed, NOTHING_TO_RENDER_MESSAGE),
  alreadyRendered: () => new DomainError(ErrorCode.ValidationFailed, ALREADY_RENDERED_MESSAGE),
  placementNotInJob: (placements: readonly PlacementName[], placement: PlacementName) =>
    new DomainError(ErrorCode.ValidationFailed, `This job renders ${placements.join(', ')}, not ${placement}`),
  noPreview: SharedErrors.previewNotFound,
  /** Plan settings the planner refuses, in its words, with its code in the details. */
  planRefused: (message: string, code: string) => new DomainError(ErrorCode.ValidationFailed, message, { code }),
  /** A job name contracts job-name refuses, in its words. */
  jobNameRefused: (message: string) => new DomainError(ErrorCode.ValidationFailed, message),
  tooManyReports: () => new DomainError(ErrorCode.Conflict, TOO_MANY_REPORTS),
  noOutputsToRead: () => new DomainError(ErrorCode.ValidationFailed, NO_OUTPUTS_MESSAGE),
  /** The export is no CSV, or none of its rows is the job's: the reading's reason, as it says it to the browser too. */
  exportUnreadable: (reason: string) => new DomainError(ErrorCode.ValidationFailed, reason),
  /** The export lacks the columns to read; the headers it has travel in the details, so the app can offer them for a mapping. */
  exportColumnsMissing: (error: { headers: string[]; missing: string[] }, mapped: boolean) =>
    new DomainError(ErrorCode.ValidationFailed, exportFormatMessage(error, mapped), { headers: error.headers, missing: error.missing }),
};
