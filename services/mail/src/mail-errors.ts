import { DomainError, ErrorCode, SharedErrors } from '@reelmix/contracts';

export const SETTINGS_KEY_MISSING =
  'E-mail settings cannot be saved: the mail service has no MAIL_SETTINGS_KEY to encrypt the SMTP password with';

/** Mail's refusals, each with its code and its words. */
export const MailErrors = {
  /** The key is missing, so the SMTP password could not be kept encrypted. */
  settingsKeyMissing: () => new DomainError(ErrorCode.ServiceUnavailable, SETTINGS_KEY_MISSING),
  badSmtpHost: () => new DomainError(ErrorCode.ValidationFailed, 'SMTP host must be a host name, without scheme or port'),
  subjectRequired: () => new DomainError(ErrorCode.ValidationFailed, 'Subject is required'),
  messageRequired: () => new DomainError(ErrorCode.ValidationFailed, 'Message content is required'),
  userNotFound: SharedErrors.userNotFound,
};
