/*
 * The one set of characters a generated file name (an output, a manifest) is made of: 1-200 of
 * [A-Za-z0-9._-], starting alphanumeric. Such a name is safe unescaped in an object key, a URL
 * path, a zip entry and a Content-Disposition header, and cannot start a hidden file, an option
 * (`-i`) or a relative path (`..`). Customers' own file names never need to pass it: they are
 * kept for display only (services/uploads display names).
 */

/** Storage's limit on a file name, the extension included. */
export const MAX_FILE_NAME_LENGTH = 200;

/** The rule in words, for the errors that refuse a name. */
export const SAFE_FILE_NAME_RULE = `1-${MAX_FILE_NAME_LENGTH} of [A-Za-z0-9._-], starting alphanumeric`;

/** The rule as a pattern source without anchors, for patterns that hold a file name (download names). */
export const SAFE_FILE_NAME_SOURCE = `[A-Za-z0-9][A-Za-z0-9._-]{0,${MAX_FILE_NAME_LENGTH - 1}}`;

export const SAFE_FILE_NAME_PATTERN = new RegExp(`^${SAFE_FILE_NAME_SOURCE}$`);

export function isSafeFileName(name: unknown): name is string {
  return typeof name === 'string' && SAFE_FILE_NAME_PATTERN.test(name);
}
