import { API_KEYS_NEED_PRO, DomainError, ErrorCode, SharedErrors, TOO_MANY_API_KEYS } from '@reelmix/contracts';

/** One answer for every wrong e-mail or password, so the login form cannot list accounts. */
export const INVALID_CREDENTIALS = 'Invalid credentials';
/** docs/product-rules.md#admin-sign-in: one answer for every wrong e-mail or password, so the form cannot list admins. */
export const INVALID_EMAIL_OR_PASSWORD = 'Invalid email or password';
/**
 * An address that already has an account, as the admin is told. The customer app's wording for
 * a taken address, without its "please try logging in" advice, which is meant for the customer.
 */
export const ACCOUNT_EXISTS = 'An account with this email already exists.';
/** The texts of docs/product-rules.md#admin-profile and docs/product-rules.md#admin-messages. */
export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
/** The words of the create body's own check, for a name that is only spaces and so empty once trimmed. */
export const API_KEY_NAME_REQUIRED = 'Please name the key';
export const INVALID_RESET_TOKEN = 'This reset link is invalid or has expired. Please request a new one.';
export const RESET_MAIL_UNAVAILABLE = 'Password reset e-mails cannot be sent right now. Please try again later.';

/** Auth's refusals, each with its code and its words. */
export const AuthErrors = {
  authenticationRequired: SharedErrors.authenticationRequired,
  sessionNotFound: SharedErrors.sessionNotFound,
  invalidCredentials: () => new DomainError(ErrorCode.Unauthenticated, INVALID_CREDENTIALS),
  invalidAdminCredentials: () => new DomainError(ErrorCode.Unauthenticated, INVALID_EMAIL_OR_PASSWORD),
  emailTaken: SharedErrors.emailTaken,
  accountExists: () => new DomainError(ErrorCode.Conflict, ACCOUNT_EXISTS),
  userNotFound: SharedErrors.userNotFound,
  firstNameRequired: () => new DomainError(ErrorCode.ValidationFailed, FIRST_NAME_REQUIRED),
  lastNameRequired: () => new DomainError(ErrorCode.ValidationFailed, LAST_NAME_REQUIRED),
  /** With `field`, the form's field is named in the details, so the form can mark it. */
  currentPasswordIncorrect: (field?: string) =>
    new DomainError(ErrorCode.ValidationFailed, CURRENT_PASSWORD_INCORRECT, field ? [{ field, message: CURRENT_PASSWORD_INCORRECT }] : undefined),
  /** A new password the policy refuses, with the policy's reason, on the form's field. */
  unacceptablePassword: (problem: string, field: string) => new DomainError(ErrorCode.ValidationFailed, problem, [{ field, message: problem }]),
  apiKeyNameRequired: () => new DomainError(ErrorCode.ValidationFailed, API_KEY_NAME_REQUIRED),
  apiKeysNeedPro: () => new DomainError(ErrorCode.Forbidden, API_KEYS_NEED_PRO),
  tooManyApiKeys: () => new DomainError(ErrorCode.Conflict, TOO_MANY_API_KEYS),
  apiKeyNotFound: SharedErrors.apiKeyNotFound,
  invalidApiKey: SharedErrors.invalidApiKey,
  invalidResetToken: () => new DomainError(ErrorCode.ValidationFailed, INVALID_RESET_TOKEN),
  resetMailUnavailable: () => new DomainError(ErrorCode.ServiceUnavailable, RESET_MAIL_UNAVAILABLE),
};
