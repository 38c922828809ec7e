import type { Page } from 'playwright-core';
import { type ClippingBox, cutTexts, estimatesIn, type TextBox, wrongPlurals } from './page-honesty-rules';

/*
 * Guards that a page tells the truth to the eye: no text cut off by its box or the screen, one
 * estimate of a wait at a time, counts in the right number. The page is read once; the rules that
 * judge it are in page-honesty-rules.ts.
 */

/** What one look at the page gives the rules. */
interface PageReading {
  viewportWidth: number;
  boxes: TextBox[];
  /** The visible text of each block (paragraph, cell, list item, button...), as a reader meets it. */
  texts: string[];
}

/*
 * The few DOM shapes the reading below uses. This program is typed without the DOM (the services
 * share it), so they are declared here; the function runs in the page.
 */
interface DomRect {
  left: number;
  right: number;
  width: number;
  height: number;
}
interface DomStyle {
  display: string;
  visibility: string;
  overflowX: string;
  textOverflow: string;
  clip: string;
  clipPath: string;
}
interface DomElement {
  tagName: string;
  className: unknown;
  parentElement: DomElement | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): DomRect;
  getAttribute(name: string): string | null;
  /** False inside a closed <details> or a content-visibility: hidden subtree, whose text takes no room on screen. */
  checkVisibility?(): boolean;
}
interface DomText {
  textContent: string | null;
  parentElement: DomElement | null;
}
interface DomGlobals {
  innerWidth: number;
  getComputedStyle(element: DomElement): DomStyle;
  document: {
    body: DomElement;
    getElementById(id: string): DomElement | null;
    createTreeWalker(root: DomElement, show: number): { nextNode(): DomText | null };
    createRange(): { selectNodeContents(node: DomText): void; getBoundingClientRect(): DomRect };
  };
}

/** Runs in the page: every visible text node, measured and grouped by its element and its block. */
function readPage(): PageReading {
  const { document, getComputedStyle, innerWidth } = globalThis as unknown as DomGlobals;
  const SHOW_TEXT = 4;
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'OPTION', 'TEMPLATE']);
  const INLINE = new Set(['inline', 'contents']);
  const styles = new Map<DomElement, DomStyle>();
  const style = (element: DomElement) => {
    if (!styles.has(element)) styles.set(element, getComputedStyle(element));
    return styles.get(element) as DomStyle;
  };
  const nameOf = (element: DomElement) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
    return [element.tagName.toLowerCase(), ...classes].join('.');
  };
  const hiddenSeen = new Map<DomElement, boolean>();
  /** Hidden on purpose: a screen reader's copy squeezed into a pixel, or clipped away. */
  const hiddenOnPurpose = (element: DomElement) => {
    if (hiddenSeen.has(element)) return hiddenSeen.get(element) as boolean;
    const own = style(element);
    const box = element.getBoundingClientRect();
    // A box of `display: contents` has no box of its own to measure.
    const hidden =
      own.display !== 'contents' &&
      (own.visibility === 'hidden' ||
        own.clip.startsWith('rect') ||
        (own.clipPath !== 'none' && own.clipPath !== '') ||
        box.width <= 1 ||
        box.height <= 1 ||
        element.checkVisibility?.() === false);
    hiddenSeen.set(element, hidden);
    return hidden;
  };

  const boxes = new Map<DomElement, TextBox>();
  const blocks = new Map<DomElement, string[]>();
  const walker = document.createTreeWalker(document.body, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const element = node.parentElement;
    if (!element || !text.trim() || SKIPPED.has(element.tagName)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const extent = range.getBoundingClientRect();
    if (extent.width === 0 || extent.height === 0) continue;

    let hidden = false;
    let block: DomElement | null = null;
    const clippedBy: ClippingBox[] = [];
    for (let up: DomElement | null = element; up && up !== document.body; up = up.parentElement) {
      if (hiddenOnPurpose(up)) {
        hidden = true;
        break;
      }
      const own = style(up);
      if (!block && !INLINE.has(own.display)) block = up;
      if (own.overflowX !== 'visible') {
        const box = up.getBoundingClientRect();
        const cue = up.getAttribute('aria-describedby');
        const cueBox = cue ? document.getElementById(cue)?.getBoundingClientRect() : undefined;
        clippedBy.push({
          name: nameOf(up),
          left: box.left,
          right: box.right,
          scrolls: own.overflowX === 'auto' || own.overflowX === 'scroll',
          cued: !!cueBox && cueBox.width > 0 && cueBox.height > 0,
        });
      }
    }
    if (hidden) continue;

    const known = boxes.get(element);
    if (known) {
      known.text += text;
      known.left = Math.min(known.left, extent.left);
      known.right = Math.max(known.right, extent.right);
    } else {
      const own = style(element);
      boxes.set(element, {
        name: nameOf(element),
        text,
        left: extent.left,
        right: extent.right,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        overflowX: own.overflowX,
        textOverflow: own.textOverflow,
        clippedBy,
      });
    }
    const owner = block ?? document.body;
    blocks.set(owner, [...(blocks.get(owner) ?? []), text]);
  }
  return {
    viewportWidth: innerWidth,
    boxes: [...boxes.values()],
    texts: [...blocks.values()].map((parts) => parts.join('').replace(/\s+/g, ' ').trim()),
  };
}

/**
 * Waits (a second at most) for the page's finite animations and transitions to end: a toast
 * sliding in from the right edge is not text cut off by it. Endless ones (spinners) are not waited for.
 */
function animationsEnded(): Promise<unknown> {
  interface Running {
    finished: Promise<unknown>;
    effect: { getTiming(): { iterations: number } } | null;
  }
  const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
  const finite = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  return Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 1000))]);
}

async function read(page: Page): Promise<PageReading> {
  await page.evaluate(animationsEnded);
  return page.evaluate(readPage);
}

const listed = (lines: readonly string[]) => lines.map((line) => `  - ${line}`).join('\n');

/**
 * A problem known and left to the change that fixes it, so the rest of the screen is still held
 * to the guards: each found line it matches is left out, and `why` says whose change it waits on.
 */
export interface PendingProblem {
  matches: RegExp;
  why: string;
}

/** The page's problems as the three guards below word them, at the width it has now, less those pending. */
export async function honestyProblems(page: Page, pending: readonly PendingProblem[] = []): Promise<string[]> {
  const reading = await read(page);
  const open = (lines: string[]) => lines.filter((line) => !pending.some((known) => known.matches.test(line)));
  const problems: string[] = [];
  const cut = open(cutTexts(reading.boxes, reading.viewportWidth));
  if (cut.length) problems.push(`text cut off:\n${listed(cut)}`);
  const estimates = estimatesIn(reading.texts);
  if (estimates.length > 1 && open([`${estimates.length} estimates: ${estimates.join(' | ')}`]).length) {
    problems.push(`${estimates.length} estimates of the wait at once:\n${listed(estimates)}`);
  }
  const plurals = open(wrongPlurals(reading.texts));
  if (plurals.length) problems.push(`counts in the wrong number:\n${listed(plurals)}`);
  return problems;
}

/** Fails listing every visible text cut off by its box (clipped, ellipsed) or running off the screen. */
export async function expectNoCutText(page: Page): Promise<void> {
  const reading = await read(page);
  const cut = cutTexts(reading.boxes, reading.viewportWidth);
  if (cut.length) throw new Error(`text cut off at ${reading.viewportWidth} px:\n${listed(cut)}`);
}

/** Fails when more than one estimate of a wait ("about 3-5 minutes", "usually takes", "... left") is visible at once. */
export async function expectOneEstimate(page: Page): Promise<void> {
  const reading = await read(page);
  const estimates = estimatesIn(reading.texts);
  if (estimates.length > 1) throw new Error(`${estimates.length} estimates of the wait are shown at once:\n${listed(estimates)}`);
}

/** Fails on visible counts worded in the wrong number ("1 videos", "3 video are", "1 video are"). */
export async function expectNoWrongPlural(page: Page): Promise<void> {
  const reading = await read(page);
  const plurals = wrongPlurals(reading.texts);
  if (plurals.length) throw new Error(`counts in the wrong number at ${reading.viewportWidth} px:\n${listed(plurals)}`);
}
