import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-passwords list shipped with the product: the `passwords-common` dictionary of the
 * zxcvbn-ts project (`@zxcvbn-ts/language-common`, MIT), about 49,000 passwords most often found
 * in leaked password sets, in lower case. It is in the package, so checking needs no network.
 * Loaded once when auth starts (a fifth of a second, a few megabytes).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** Whether the password, in any letter case, is on the list: `Password1` is as guessable as `password1`. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** How many passwords the list holds (ASVS 6.2.4 asks for at least the top 3,000). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
