import {
  DEFAULT_TEXT_STYLE,
  normaliseTextVariant,
  TEXT_BACKDROPS,
  TEXT_FONTS,
  TEXT_POSITIONS,
  TEXT_SIZES,
  TEXT_WEIGHTS,
  textStyleProblem,
  textVariantsProblem,
  type TextStyle,
  type TextVariant,
} from '@reelmix/contracts/browser';

/*
 * `--text` and `--text-style` of `npm run render`: the lines drawn on the hooks and how. A style is
 * written as key=value pairs separated by commas, each key at most once, anything not given
 * taken from DEFAULT_TEXT_STYLE; the contracts' rules and messages decide what is refused.
 */

export const TEXT_STYLE_KEYS = ['font', 'size', 'weight', 'colour', 'backdrop', 'backdrop-colour', 'position', 'seconds'] as const;
type TextStyleKey = (typeof TEXT_STYLE_KEYS)[number];

export const TEXT_STYLE_USAGE = [
  `font=${TEXT_FONTS.join('|')}`,
  `size=${TEXT_SIZES.join('|')}`,
  `weight=${TEXT_WEIGHTS.join('|')}`,
  'colour=#rrggbb',
  `backdrop=${TEXT_BACKDROPS.join('|')}`,
  'backdrop-colour=#rrggbb',
  `position=${TEXT_POSITIONS.join('|')}`,
  'seconds=N (default: the whole hook)',
].join(', ');

/** The texts as given, normalised; refused with the contracts' message when one cannot be drawn. */
export function parseTexts(typed: readonly string[]): TextVariant[] {
  const texts = typed.map((text) => ({ text: normaliseTextVariant(text) }));
  const problem = textVariantsProblem(texts);
  if (problem) throw new TextArgumentError(`--text: ${problem}`);
  return texts;
}

export function parseTextStyle(written: string | undefined): TextStyle {
  if (written === undefined) return { ...DEFAULT_TEXT_STYLE };
  const given = new Map<TextStyleKey, string>();
  for (const pair of written.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const eq = pair.indexOf('=');
    const key = pair.slice(0, Math.max(0, eq)).trim();
    if (eq <= 0 || !isStyleKey(key)) throw new TextArgumentError(`--text-style: "${pair}" is not one of ${TEXT_STYLE_USAGE}`);
    if (given.has(key)) throw new TextArgumentError(`--text-style: ${key} is given twice`);
    given.set(key, pair.slice(eq + 1).trim().toLowerCase());
  }
  const pick = <T extends string>(key: TextStyleKey, fallback: T) => (given.get(key) ?? fallback) as T;
  const seconds = given.get('seconds');
  const style: TextStyle = {
    font: pick('font', DEFAULT_TEXT_STYLE.font),
    size: pick('size', DEFAULT_TEXT_STYLE.size),
    weight: pick('weight', given.get('font') === 'anton' ? 'regular' : DEFAULT_TEXT_STYLE.weight),
    colour: pick('colour', DEFAULT_TEXT_STYLE.colour),
    backdrop: pick('backdrop', DEFAULT_TEXT_STYLE.backdrop),
    backdropColour: pick('backdrop-colour', DEFAULT_TEXT_STYLE.backdropColour),
    position: pick('position', DEFAULT_TEXT_STYLE.position),
    durationSec: seconds === undefined ? DEFAULT_TEXT_STYLE.durationSec : seconds.trim() === '' ? Number.NaN : Number(seconds),
  };
  const problem = textStyleProblem(style);
  if (problem) throw new TextArgumentError(`--text-style: ${problem}`);
  return style;
}

/** A refusal of --text or --text-style; the CLI shows it as a usage error. */
export class TextArgumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextArgumentError';
  }
}

function isStyleKey(key: string): key is TextStyleKey {
  return (TEXT_STYLE_KEYS as readonly string[]).includes(key);
}
