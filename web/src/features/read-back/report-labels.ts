import { ANALYSIS_SECTIONS, type AnalysisSection, type ExportSource, type VerdictMetric } from '@reelmix/contracts/browser';

/** Section headings, in the buyer's words (the job calls hooks "intro"). */
export const SECTION_TITLES: Record<AnalysisSection, string> = {
  hook: 'Hooks',
  text: 'Texts',
  body: 'Bodies',
  cta: 'CTAs',
  placement: 'Placements',
};

/** One part of a section, for table headers and captions. */
export const SECTION_PART: Record<AnalysisSection, string> = {
  hook: 'Hook',
  text: 'Text',
  body: 'Body',
  cta: 'CTA',
  placement: 'Placement',
};

/** One part of a section inside a sentence: "which hook, text, body, CTA and placement win". */
export const SECTION_NOUN: Record<AnalysisSection, string> = {
  hook: 'hook',
  text: 'text',
  body: 'body',
  cta: 'CTA',
  placement: 'placement',
};

/** The sections a job's results have, in report order: texts only in a job that draws them. */
export function jobSections(hasTexts: boolean): AnalysisSection[] {
  return ANALYSIS_SECTIONS.filter((section) => section !== 'text' || hasTexts);
}

/** The parts a job's combinations are made of (its sections but placement): what a balanced test evens out. */
export function combinationSections(hasTexts: boolean): AnalysisSection[] {
  return jobSections(hasTexts).filter((section) => section !== 'placement');
}

/** "hook, body and CTA": sections named in a sentence, the last after "and". */
export function sectionsInWords(sections: readonly AnalysisSection[]): string {
  const nouns = sections.map((section) => SECTION_NOUN[section]);
  return nouns.length < 2 ? (nouns[0] ?? '') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)}`;
}

export const METRIC_LABELS: Record<VerdictMetric, string> = {
  ctr: 'CTR',
  hookRate: 'Hook rate',
  conversionRate: 'Conversion rate',
};

/** What each metric divides, shown beside the choice so the buyer knows what is compared. */
export const METRIC_HINTS: Record<VerdictMetric, string> = {
  ctr: 'link clicks per impression',
  hookRate: '3-second (Meta) or 2-second (TikTok) views per impression',
  conversionRate: 'results per link click',
};

/** How the export was read, as the words after its file name: "week-2.csv, read as a Meta Ads Manager export." */
export const SOURCE_LABELS: Record<ExportSource, string> = {
  meta: 'read as a Meta Ads Manager export',
  tiktok: 'read as a TikTok Ads Manager export',
  custom: 'read with your column mapping',
};

/** What a metric's odds ratio makes more likely, in a buyer's words: "1.35x as likely to be clicked". */
export const METRIC_OUTCOMES: Record<VerdictMetric, string> = {
  ctr: 'to be clicked',
  hookRate: 'to be watched past the hook',
  conversionRate: 'to convert after a click',
};
