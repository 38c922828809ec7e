/**
 * The name an admin gets when it is created without one (the first admin from the environment,
 * `admin:create` without --first-name/--last-name). docs/product-rules.md#admin-profile requires both names on the
 * profile form, so an admin created without them must still be able to save that form unchanged.
 */
export const DEFAULT_ADMIN_FIRST_NAME = 'Admin';
export const DEFAULT_ADMIN_LAST_NAME = 'User';

/** The names to store: what was given, trimmed, or the defaults for what is blank or missing. */
export function adminNamesOf(given: { firstName?: string; lastName?: string }): { firstName: string; lastName: string } {
  return {
    firstName: given.firstName?.trim() || DEFAULT_ADMIN_FIRST_NAME,
    lastName: given.lastName?.trim() || DEFAULT_ADMIN_LAST_NAME,
  };
}
