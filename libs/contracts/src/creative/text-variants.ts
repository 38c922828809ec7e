import { SECTION_NOUNS, type UploadSection } from './sections';

/*
 * Text variants: the words drawn on the hook, tested as a part of their own (hooks x texts x
 * bodies x CTAs). A job holds up to its plan's `maxTexts` lines, each drawn in every hook, and one
 * style for them all. The rules and their messages live here so the gateway, the services, the
 * CLI and the web app refuse the same things with the same words; what needs the font's own
 * glyphs (is every letter in it, where the lines wrap) is checked by libs/media, which has the files.
 */

/** Characters one text may hold (code points, so an accented letter is one). */
export const TEXT_VARIANT_MAX_LENGTH = 120;

/**
 * How many times a job's texts multiply its combinations (hooks x texts x bodies x CTAs): a job
 * without texts counts them as one. What every count of combinations and of expected videos uses.
 */
export function textFactor(texts: number): number {
  return Math.max(1, texts);
}
export const TEXT_LABEL_MAX_LENGTH = 40;

/** One line of text to draw on the hooks, with the short label results may show instead of it. */
export interface TextVariant {
  text: string;
  label?: string | null;
}

/** The fonts shipped with the product (SIL Open Font License), and the weights each has. */
export const TEXT_FONTS = ['inter', 'montserrat', 'anton'] as const;
export type TextFont = (typeof TEXT_FONTS)[number];
export const TEXT_WEIGHTS = ['regular', 'bold'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

export const TEXT_FONT_FACES: Readonly<Record<TextFont, { title: string; weights: readonly TextWeight[] }>> = Object.freeze({
  inter: { title: 'Inter', weights: ['regular', 'bold'] },
  montserrat: { title: 'Montserrat', weights: ['regular', 'bold'] },
  // A condensed display face with a single, heavy weight: the usual look of a scroll-stopping hook line.
  anton: { title: 'Anton', weights: ['regular'] },
});

export const TEXT_SIZES = ['small', 'medium', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** Letter size as a share of the frame's width, so a text reads the same in every placement. */
export const TEXT_SIZE_OF_WIDTH: Readonly<Record<TextSize, number>> = Object.freeze({ small: 0.045, medium: 0.06, large: 0.08 });

export const TEXT_POSITIONS = ['top', 'centre', 'bottom'] as const;
export type TextPosition = (typeof TEXT_POSITIONS)[number];

export const TEXT_BACKDROPS = ['box', 'outline'] as const;
export type TextBackdrop = (typeof TEXT_BACKDROPS)[number];

/** How every text of a job is drawn. Colours are `#rrggbb`; the backdrop is an opaque box behind the lines or an outline round each letter. */
export interface TextStyle {
  font: TextFont;
  size: TextSize;
  weight: TextWeight;
  colour: string;
  backdrop: TextBackdrop;
  backdropColour: string;
  position: TextPosition;
  /** Shown from the hook's first frame for this many seconds; null: for the whole hook. */
  durationSec: number | null;
}

export const DEFAULT_TEXT_STYLE: Readonly<TextStyle> = Object.freeze({
  font: 'inter',
  size: 'medium',
  weight: 'bold',
  colour: '#111111',
  backdrop: 'box',
  backdropColour: '#ffffff',
  position: 'top',
  durationSec: null,
});

/*
 * Segments one normalising run makes at most: several texts of a hook, from one decode and framing
 * (libs/media normalise-runs.ts; through the services, one normalise task). Each adds an encoder
 * with its own frames in flight: 1080x1920 runs measured 0.81 GB of address space (0.47 GB
 * resident) with three and 2.0 GB (1.4 GB) with ten, against the 2 GiB cap per ffmpeg process
 * (libs/media media-limits.ts). At three a run stays near what one encode with automatic threads
 * already takes.
 */
export const MAX_SEGMENTS_PER_RUN = 3;

export const TEXT_DURATION_LIMITS = Object.freeze({ minSec: 0.5, maxSec: 30 });

/** WCAG 2's minimum contrast for normal text: what every style must reach against its backdrop. */
export const MIN_TEXT_CONTRAST = 4.5;

export const TEXT_MESSAGES = Object.freeze({
  empty: 'Write the text to show, or remove the line',
  tooLong: `A text is at most ${TEXT_VARIANT_MAX_LENGTH} characters; it wraps onto more lines by itself`,
  unprintable: 'A text is one line of printable characters; it wraps by itself',
  emoji: 'Emoji cannot be drawn on the video: remove them from the text',
  rightToLeft: 'Right-to-left scripts (Arabic, Hebrew and others) cannot be drawn yet: write the text in a left-to-right script',
  label: `A label is 1-${TEXT_LABEL_MAX_LENGTH} printable characters (leave it empty to use the text)`,
  duplicate: 'Each text must differ from the others',
  colour: 'A colour is written #rrggbb, for example #ffffff',
  weight: (font: TextFont) => `${TEXT_FONT_FACES[font].title} comes in ${TEXT_FONT_FACES[font].weights.join(' and ')} only`,
  duration: `Show the text for the whole hook, or for ${TEXT_DURATION_LIMITS.minSec}-${TEXT_DURATION_LIMITS.maxSec} seconds`,
  contrast: (ratio: number) =>
    `The text colour and its box or outline colour are too alike to read: contrast ${ratio.toFixed(2)}:1, at least ${MIN_TEXT_CONTRAST}:1 is needed`,
  renderedTextChanged: (position: number) => `Text ${position} is in videos already made: add a new text instead of changing or removing it`,
  renderedStyleChanged: 'The text style is in videos already made: keep it, or start a new job for another style',
  missingGlyph: (font: TextFont, character: string) => `${TEXT_FONT_FACES[font].title} has no letter for "${character}": choose another font or change the text`,
  doesNotFit: (placement: string) => `The text does not fit in the ${placement} frame, even smaller: shorten it or choose a smaller size`,
});

/** Refusals of a framing preview asked to draw a text (`?text=N`): the gateway checks the form, the jobs service the job. */
export const PREVIEW_TEXT_MESSAGES = Object.freeze({
  notAPosition: "text must be the position of one of the job's texts: 1 for the first",
  notAHook: (section: UploadSection) => `Only a hook shows a text: this is a ${SECTION_NOUNS[section]} clip. Ask for its preview without text.`,
  noTexts: 'This job has no texts to preview: add them to its plan first.',
  notAText: (asked: number, count: number) => `This job has ${count} text${count === 1 ? '' : 's'}: text must be from 1 to ${count}, not ${asked}.`,
});

const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}]/u;
// Pictographs and the joiners and selectors that build emoji sequences; digits, # and * are
// Emoji in Unicode's sense too, so the property for pictographs is used rather than \p{Emoji}.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{20E3}/u;
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\u{200F}\u{202B}\u{202E}]/u;
const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** A text as typed, trimmed and with runs of spaces made one: what is drawn, compared and stored. */
export function normaliseTextVariant(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/** Why this (normalised) text cannot be drawn, or null when it can. */
export function textVariantProblem(text: string): string | null {
  if (text === '') return TEXT_MESSAGES.empty;
  if ([...text].length > TEXT_VARIANT_MAX_LENGTH) return TEXT_MESSAGES.tooLong;
  if (UNPRINTABLE.test(text)) return TEXT_MESSAGES.unprintable;
  if (EMOJI.test(text)) return TEXT_MESSAGES.emoji;
  if (RIGHT_TO_LEFT.test(text)) return TEXT_MESSAGES.rightToLeft;
  return null;
}

/** Why this set of texts cannot be a job's, or null: each drawable, each label valid, no two alike. */
export function textVariantsProblem(variants: readonly TextVariant[]): string | null {
  const seen = new Set<string>();
  for (const variant of variants) {
    const problem = textVariantProblem(variant.text);
    if (problem) return problem;
    const label = variant.label;
    if (label !== undefined && label !== null && (label !== label.trim() || label === '' || [...label].length > TEXT_LABEL_MAX_LENGTH || UNPRINTABLE.test(label))) {
      return TEXT_MESSAGES.label;
    }
    const key = variant.text.toLocaleLowerCase();
    if (seen.has(key)) return TEXT_MESSAGES.duplicate;
    seen.add(key);
  }
  return null;
}

/** Why this style cannot be used, or null: known font, size, weight and position, `#rrggbb` colours, a readable contrast. */
export function textStyleProblem(style: TextStyle): string | null {
  if (!TEXT_FONT_FACES[style.font] || !TEXT_SIZES.includes(style.size) || !TEXT_POSITIONS.includes(style.position) || !TEXT_BACKDROPS.includes(style.backdrop)) {
    return 'Choose a font, size, position and backdrop from the lists';
  }
  if (!TEXT_FONT_FACES[style.font].weights.includes(style.weight)) return TEXT_MESSAGES.weight(style.font);
  if (!HEX_COLOUR.test(style.colour) || !HEX_COLOUR.test(style.backdropColour)) return TEXT_MESSAGES.colour;
  if (style.durationSec !== null && !(style.durationSec >= TEXT_DURATION_LIMITS.minSec && style.durationSec <= TEXT_DURATION_LIMITS.maxSec)) {
    return TEXT_MESSAGES.duration;
  }
  const ratio = contrastRatio(style.colour, style.backdropColour);
  if (ratio < MIN_TEXT_CONTRAST) return TEXT_MESSAGES.contrast(ratio);
  return null;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2 relative luminance of an sRGB `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Whether two styles draw the same pixels: every field equal, whatever order they were written in. */
export function sameTextStyle(a: TextStyle, b: TextStyle): boolean {
  return (Object.keys(DEFAULT_TEXT_STYLE) as (keyof TextStyle)[]).every((field) => a[field] === b[field]);
}

/** A text as results and names show it: its label where there is one, else the text itself. */
export function textDisplayName(variant: TextVariant): string {
  return variant.label ?? variant.text;
}
