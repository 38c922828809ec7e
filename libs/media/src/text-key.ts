import type { TextStyle } from '@reelmix/contracts/browser';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fontFile } from './fonts';
import { TEXT_LAYOUT_VERSION } from './text-layout';

/*
 * What names a hook's segment with a text drawn on it, beside the clip's own identity
 * (segment-cache.ts): the text, every field of the style, the layout's version and the font
 * file's bytes, so a new font release or a layout change never reuses a segment drawn before it.
 */

/** A short sha256 (16 hex digits) of everything that decides the drawn pixels. */
export function textKey(text: string, style: TextStyle): string {
  const described = JSON.stringify([
    TEXT_LAYOUT_VERSION,
    text,
    style.font,
    style.weight,
    style.size,
    style.colour.toLowerCase(),
    style.backdrop,
    style.backdropColour.toLowerCase(),
    style.position,
    style.durationSec,
    fontDigest(fontFile(style.font, style.weight)),
  ]);
  return createHash('sha256').update(described).digest('hex').slice(0, 16);
}

const digests = new Map<string, string>();

function fontDigest(file: string): string {
  let digest = digests.get(file);
  if (!digest) {
    digest = createHash('sha256').update(readFileSync(file)).digest('hex');
    digests.set(file, digest);
  }
  return digest;
}
