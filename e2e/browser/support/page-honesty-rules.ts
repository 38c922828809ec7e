/*
 * What makes a page dishonest to the eye, judged from what was read off it: text cut off by its
 * box or the screen, more than one estimate of the same wait, and counts worded in the wrong
 * number. Pure, so each rule is tested without a browser; page-honesty.ts reads the page.
 */

/** A box that clips what overflows it sideways, between a text and the page. */
export interface ClippingBox {
  /** tag.class, to say where the text is cut. */
  name: string;
  left: number;
  right: number;
  /** It scrolls (overflow auto or scroll), so what lies past its edge can be reached. */
  scrolls: boolean;
  /** It names a visible element that says so (aria-describedby), so the reader knows to scroll. */
  cued: boolean;
}

/** One element's own text, as it was laid out. */
export interface TextBox {
  /** tag.class, to say which element it is. */
  name: string;
  text: string;
  /** Where its text runs, from its text nodes' extent (not clipped), in viewport pixels. */
  left: number;
  right: number;
  /** The element's own box: wider content than box means something of it is out of view. */
  scrollWidth: number;
  clientWidth: number;
  overflowX: string;
  textOverflow: string;
  /** The boxes around it that clip sideways, the nearest first (the element itself when it clips). */
  clippedBy: ClippingBox[];
}

/** A pixel of slack: layouts round to fractions of one. */
const SLACK = 1;

const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';

function quoted(box: TextBox): string {
  const text = box.text.replace(/\s+/g, ' ').trim();
  return `${box.name} "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

/** Each text that some box cuts off, or that runs off the screen, with why. */
export function cutTexts(boxes: readonly TextBox[], viewportWidth: number): string[] {
  const found: string[] = [];
  for (const box of boxes) {
    if ((clips(box.overflowX) || box.textOverflow === 'ellipsis') && box.scrollWidth > box.clientWidth + SLACK) {
      found.push(`${quoted(box)} is wider than its box (${box.scrollWidth} px in ${box.clientWidth} px, overflow ${box.overflowX}${box.textOverflow === 'ellipsis' ? ', ellipsis' : ''})`);
      continue;
    }
    const beyond = (clip: { left: number; right: number }) => box.right > clip.right + SLACK || box.left < clip.left - SLACK;
    const clipping = box.clippedBy.find(beyond);
    if (clipping) {
      if (!clipping.scrolls) found.push(`${quoted(box)} is cut off by ${clipping.name} (text ${Math.round(box.left)}-${Math.round(box.right)} px, box ${Math.round(clipping.left)}-${Math.round(clipping.right)} px)`);
      else if (!clipping.cued) found.push(`${quoted(box)} is out of sight in ${clipping.name}, which scrolls sideways with nothing saying so`);
      continue;
    }
    // Inside a box that scrolls, the text is reached by scrolling it; elsewhere the screen's edges cut.
    if (box.clippedBy.some((clip) => clip.scrolls)) continue;
    if (box.right > viewportWidth + SLACK) found.push(`${quoted(box)} runs past the screen's right edge (${Math.round(box.right)} px of ${viewportWidth} px)`);
    else if (box.left < -SLACK) found.push(`${quoted(box)} starts off the screen's left edge (at ${Math.round(box.left)} px)`);
  }
  return found;
}

const UNIT = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)`;
const AMOUNT = String.raw`(?:an?|a few|\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?)`;

/**
 * A forward-looking duration: "about 3-5 minutes", "usually takes 5-10 minutes", "A few seconds
 * left", "less than a minute to go". A duration that happened ("took 38 seconds") or a limit
 * ("within 5 seconds", "up to 60 seconds long") is not an estimate. One phrase is one estimate:
 * the alternatives consume it whole.
 */
const ESTIMATE = new RegExp(
  [
    String.raw`\b(?:usually|typically|normally|generally|should) takes?(?:\s+(?:about|around|roughly|up to|under|less than))?(?:\s+${AMOUNT}\s*${UNIT})?`,
    String.raw`\b(?:about|around|roughly|approximately)\s+${AMOUNT}\s*${UNIT}(?:\s+(?:left|remaining|to go))?`,
    String.raw`\b(?:(?:less than|under|up to)\s+)?${AMOUNT}\s*${UNIT}\s+(?:left|remaining|to go)\b`,
    String.raw`\bestimated (?:time|wait)\b[^.]*?${AMOUNT}\s*${UNIT}`,
  ].join('|'),
  'gi',
);

/** Every estimate of a wait in the visible texts, in the words shown. */
export function estimatesIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => [...text.matchAll(ESTIMATE)].map((match) => match[0].trim()));
}

/** "1 videos", "3 video are" and "1 video are": a count and its noun or verb in different numbers. */
const WRONG_PLURALS: readonly RegExp[] = [
  /(?<![.,\d])\b1 (?:videos|combinations|outputs|clips|jobs|files|hooks|bodies|ctas|rows|placements|reports|exports|impressions|seconds|minutes|hours|days)\b/i,
  /(?<![.,\d])\b(?:0|[2-9]|\d{2,}) (?:video|combination|output|clip|job|file|row|hook|body|cta|placement|report|export) (?:are|were|have|is|was|has)\b/i,
  /(?<![.,\d])\b1 (?:video|combination|output|clip|job|file|row|hook|body|cta|placement|report|export) (?:are|were|have)\b/i,
];

/** Each text holding a count worded in the wrong number, with the words at fault. */
export function wrongPlurals(texts: readonly string[]): string[] {
  return texts.flatMap((text) =>
    WRONG_PLURALS.flatMap((pattern) => {
      const match = pattern.exec(text);
      return match ? [`"${match[0]}" in "${text.replace(/\s+/g, ' ').trim().slice(0, 120)}"`] : [];
    }),
  );
}
