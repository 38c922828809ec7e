import { PASSWORD_TOO_COMMON, newPasswordLengthProblem } from '@reelmix/contracts';
import { isCommonPassword } from './common-passwords';
import { AuthErrors } from '../auth-errors';

/**
 * Auth's check of a password about to be set, the authority behind every form's own: long
 * enough, not too long, and not on the common-passwords list. Every way a password is set calls
 * it before hashing (registration, reset, a customer's or an admin's change, an account an admin
 * makes); signing in never does, so an older shorter password still opens its account.
 */
export function assertAcceptableNewPassword(password: string, field = 'password'): void {
  const problem = newPasswordProblem(password);
  if (problem) throw AuthErrors.unacceptablePassword(problem, field);
}

/** What is wrong with a new password, or null. */
export function newPasswordProblem(password: string): string | null {
  return newPasswordLengthProblem(password) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : null);
}
