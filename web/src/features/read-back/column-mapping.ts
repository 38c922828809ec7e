import type { ColumnMapping } from '@reelmix/analysis';

export type MappingField = keyof ColumnMapping;

export interface MappingFieldSpec {
  field: MappingField;
  label: string;
  required: boolean;
  /** Header words that usually mean this field, to pre-select a likely column. */
  hints: readonly RegExp[];
}

/** The fields the analysis reads, in the order the form asks for them. */
export const MAPPING_FIELDS: readonly MappingFieldSpec[] = [
  { field: 'adName', label: 'Ad name', required: true, hints: [/\bad\b.*name|^name$|creative/i] },
  { field: 'impressions', label: 'Impressions', required: true, hints: [/impression|^impr/i] },
  { field: 'spend', label: 'Spend', required: false, hints: [/spen[dt]|cost$|^cost\b|amount/i] },
  { field: 'clicks', label: 'Clicks', required: false, hints: [/click/i] },
  { field: 'results', label: 'Results', required: false, hints: [/result|conversion|purchase/i] },
  { field: 'hookViews', label: 'Hook views (2- or 3-second views)', required: false, hints: [/second|video (?:plays|views)|hook/i] },
];

/** The buyer's choices as the form holds them: a header, or '' for none. */
export type MappingChoices = Record<MappingField, string>;

/** A first guess from the headers' words, so most exports need a check rather than six choices. */
export function guessMapping(headers: readonly string[]): MappingChoices {
  const taken = new Set<string>();
  const choices = {} as MappingChoices;
  for (const spec of MAPPING_FIELDS) {
    const header = headers.find((candidate) => !taken.has(candidate) && spec.hints.some((hint) => hint.test(candidate))) ?? '';
    if (header) taken.add(header);
    choices[spec.field] = header;
  }
  return choices;
}

/** The mapping the analysis takes, or null while a required field has no column. */
export function toColumnMapping(choices: MappingChoices): ColumnMapping | null {
  if (!choices.adName || !choices.impressions) return null;
  const optional = (value: string) => (value ? value : undefined);
  return {
    adName: choices.adName,
    impressions: choices.impressions,
    spend: optional(choices.spend),
    clicks: optional(choices.clicks),
    results: optional(choices.results),
    hookViews: optional(choices.hookViews),
  };
}
