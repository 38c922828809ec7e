import { basename, extname } from 'node:path';

/** Longest display name kept; longer names are shortened in the middle of the stem. */
export const MAX_DISPLAY_NAME_LENGTH = 200;

/*
 * Characters removed from display names. Controls (C0 and DEL) could break log lines and headers.
 * Bidi controls (U+202A-202E embeddings and overrides, U+2066-2069 isolates, U+200E/200F marks,
 * U+061C the Arabic letter mark) let a name display differently from what it is: "clip\u202Evom.exe"
 * reads as "clipexe.mov". Zero-width characters (U+200B-200D, U+2060 word joiner, U+FEFF) make two
 * names that look the same differ. None of them is needed to show a name.
 */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * The customer's file name, kept only for display, manifests and messages: path parts are
 * dropped (`../../x.mp4` becomes `x.mp4`), control, bidi and zero-width characters removed, emoji
 * and other text kept. A name over the limit keeps its extension, so `<long>.mp4` is still judged
 * as an mp4.
 */
export function displayName(raw: string | undefined): string {
  const cleaned = basename((raw ?? '').replace(/\\/g, '/')).replace(INVISIBLE, '').trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? 'unnamed' : cleaned;
  return shorten(name, MAX_DISPLAY_NAME_LENGTH);
}

export function extensionOf(name: string): string {
  return extname(name).slice(1).toLowerCase();
}

/** Cuts the stem, never the extension; counts code points so no emoji is split in half. */
function shorten(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const extension = Array.from(extname(name));
  // An "extension" as long as the limit is not one worth keeping whole.
  if (extension.length >= max / 2) return chars.slice(0, max).join('');
  const stem = chars.slice(0, chars.length - extension.length);
  return [...stem.slice(0, max - extension.length), ...extension].join('');
}
