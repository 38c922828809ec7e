/*
 * A customer's short label for a library clip ("UGC Sarah v3"): what the results, the output names
 * and the manifest call the part instead of its file name. Optional; the gateway, the services and
 * the web app's inline edit check it by these rules and say this message.
 */

export const CLIP_LABEL_MAX_LENGTH = 40;

export const CLIP_LABEL_MESSAGE = `A label is 1-${CLIP_LABEL_MAX_LENGTH} printable characters (leave it empty to use the file name)`;

// Control characters and line or paragraph separators: a label is one line of visible text.
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/** A stored label: trimmed, 1-40 characters (code points, so an emoji is one), all printable. */
export function isClipLabel(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  return value === value.trim() && length >= 1 && length <= CLIP_LABEL_MAX_LENGTH && !UNPRINTABLE.test(value);
}

/**
 * What a customer typed, as the label to keep: trimmed, and null (no label, the file name is
 * used) when nothing is left. Undefined when it breaks the rules, so the caller says CLIP_LABEL_MESSAGE.
 */
export function clipLabelFrom(typed: string | null): string | null | undefined {
  if (typed === null) return null;
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return isClipLabel(trimmed) ? trimmed : undefined;
}

/** A clip as the results and names show it: the customer's label where there is one, else its file name. */
export function partDisplayName(part: { label?: string | null; fileName: string }): string {
  return part.label ?? part.fileName;
}
