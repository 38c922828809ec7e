/*
 * The three parts of an ad, in the order they play: every output is one intro, one body and one
 * CTA joined in this order, and uploads, events, stored keys and the apps all list them this way.
 */

export const SECTIONS = ['intro', 'body', 'cta'] as const;
export type UploadSection = (typeof SECTIONS)[number];

/** A section as a heading or a label: "Intro", "CTA". */
export const SECTION_TITLES: Readonly<Record<UploadSection, string>> = Object.freeze({ intro: 'Intro', body: 'Body', cta: 'CTA' });

/** A section inside a sentence ("the intro videos", "the CTA videos"): an initialism keeps its capitals. */
export const SECTION_NOUNS: Readonly<Record<UploadSection, string>> = Object.freeze({ intro: 'intro', body: 'body', cta: 'CTA' });

export function isSection(text: unknown): text is UploadSection {
  return (SECTIONS as readonly unknown[]).includes(text);
}

/** The sections a job of these clip counts still lacks, in play order. */
export function missingSections(counts: Readonly<Record<UploadSection, number>>): UploadSection[] {
  return SECTIONS.filter((section) => counts[section] === 0);
}
