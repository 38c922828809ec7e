import {
  ADS_EXPORT_NOT_CSV,
  ADS_EXPORT_TOO_LARGE,
  DomainError,
  ErrorCode,
  FRAMING_CHOICE_MESSAGE,
  MAX_JOB_OUTPUTS,
  PLACEMENT_CHOICE_MESSAGE,
  SharedErrors,
} from '@reelmix/contracts';
import type { FieldProblem } from './auth/validate-body';
import { BODY_TOO_DEEP } from './http/client-errors';

export const CROSS_SITE_REFUSED = 'Cross-site request refused';
export const API_KEY_REQUIRED = 'An API key is required: send it as "Authorization: Bearer <key>".';
export const LINK_EXPIRED = 'This download link has expired. Sign in to Reelmix to download your videos from your dashboard.';
export const LINK_INVALID =
  'This download link is not valid. Open it exactly as it appears in the e-mail, or sign in to Reelmix to download from your dashboard.';

/**
 * The gateway's own refusals, each with its code and its words, and the ones it gives in the
 * words of the service that decides (it checks what it can before asking; see SharedErrors).
 */
export const GatewayErrors = {
  ...SharedErrors,
  /** The first problem is the message, which the app shows; the details list one per field. */
  invalidBody: (problems: FieldProblem[]) => new DomainError(ErrorCode.ValidationFailed, problems[0].message, problems),
  bodyTooDeep: () => new DomainError(ErrorCode.ValidationFailed, BODY_TOO_DEEP),
  crossSiteRefused: () => new DomainError(ErrorCode.Forbidden, CROSS_SITE_REFUSED),
  apiKeyRequired: () => new DomainError(ErrorCode.Unauthenticated, API_KEY_REQUIRED),
  linkExpired: () => new DomainError(ErrorCode.Expired, LINK_EXPIRED),
  linkInvalid: () => new DomainError(ErrorCode.Forbidden, LINK_INVALID),
  badFileSelection: () => new DomainError(ErrorCode.ValidationFailed, `files must be 1 to ${MAX_JOB_OUTPUTS} output names, separated by commas`),
  badPlacementChoice: () => new DomainError(ErrorCode.ValidationFailed, PLACEMENT_CHOICE_MESSAGE),
  badFramingChoice: () => new DomainError(ErrorCode.ValidationFailed, FRAMING_CHOICE_MESSAGE),
  previewsUnavailable: () => new DomainError(ErrorCode.ServiceUnavailable, 'Previews are unavailable right now. Please try again shortly.'),
  missingStripeSignature: () => new DomainError(ErrorCode.ValidationFailed, 'Missing Stripe-Signature header or body'),
  adsExportTooLarge: () => new DomainError(ErrorCode.PayloadTooLarge, ADS_EXPORT_TOO_LARGE),
  adsExportNotCsv: () => new DomainError(ErrorCode.UnsupportedMedia, ADS_EXPORT_NOT_CSV),
  /** A form with other fields or files than the export's. */
  adsExportFormWrong: (field: string) =>
    new DomainError(ErrorCode.ValidationFailed, `Send one CSV file in the "${field}" field with the metric and mapping fields only.`),
  adsExportFormUnreadable: () => new DomainError(ErrorCode.ValidationFailed, 'The form could not be read. Please choose the file again.'),
  badColumnMapping: () => new DomainError(ErrorCode.ValidationFailed, 'The mapping field must be JSON naming the export\'s columns.'),
  adsExportMissing: (field: string) => new DomainError(ErrorCode.ValidationFailed, `Choose the export file (the "${field}" field).`),
};
