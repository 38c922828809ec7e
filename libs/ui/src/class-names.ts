/** Joins class names, skipping falsy parts, so optional modifiers read inline. */
export function classNames(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
