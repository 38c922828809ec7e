/*
 * Which column of an ads export holds what. Meta Ads Manager and TikTok Ads Manager name their
 * columns differently and let buyers rename or reorder them, so headers are recognised by name
 * (trimmed, any case); a buyer with another layout gives a ColumnMapping instead.
 */
import type { ColumnMapping, ExportSource } from '@reelmix/contracts/browser';
import { ExportFormatError } from './export-format-error';

export type { ColumnMapping };

/** Column indexes into a record; null where the export has no such column. */
export interface ExportColumns {
  source: ExportSource;
  currency: string | null;
  adName: number;
  impressions: number;
  spend: number | null;
  clicks: number | null;
  results: number | null;
  hookViews: number | null;
}

export function normaliseHeader(header: string): string {
  return header.replace(/^\ufeff/, '').trim().toLowerCase();
}

const META_SPEND = /^amount spent\s*(?:\(([a-z]{3})\))?$/;
const TIKTOK_COST = /^cost\s*(?:\(([a-z]{3})\))?$/;

/** Headers only one platform writes, to tell the two apart. */
const META_ONLY = [META_SPEND, /^link clicks$/, /^clicks \(all\)$/, /^3-second video plays$/, /^results$/, /^purchases$/, /^thruplays$/];
const TIKTOK_ONLY = [TIKTOK_COST, /^clicks \(destination\)$/, /^conversions$/, /^2-second video views$/, /^6-second video views$/];

function indexOfFirst(headers: readonly string[], patterns: readonly RegExp[]): number | null {
  for (const pattern of patterns) {
    const index = headers.findIndex((h) => pattern.test(h));
    if (index >= 0) return index;
  }
  return null;
}

function currencyOf(header: string | undefined, pattern: RegExp): string | null {
  const code = header === undefined ? undefined : pattern.exec(header)?.[1];
  return code ? code.toUpperCase() : null;
}

/** The columns of a recognised export (or of the buyer's mapping); throws ExportFormatError. */
export function recogniseColumns(rawHeaders: readonly string[], mapping?: ColumnMapping): ExportColumns {
  const found = rawHeaders.map((h) => h.replace(/^\ufeff/, '').trim());
  const headers = found.map(normaliseHeader);
  if (mapping) return columnsFromMapping(found, headers, mapping);

  const adName = indexOfFirst(headers, [/^ad name$/]);
  const impressions = indexOfFirst(headers, [/^impressions$/]);
  const missing: string[] = [];
  if (adName === null) missing.push('Ad name');
  if (impressions === null) missing.push('Impressions');
  if (adName === null || impressions === null) throw new ExportFormatError(found, missing);

  const metaScore = headers.filter((h) => META_ONLY.some((p) => p.test(h))).length;
  const tiktokScore = headers.filter((h) => TIKTOK_ONLY.some((p) => p.test(h))).length;
  if (tiktokScore > metaScore) {
    const spend = indexOfFirst(headers, [TIKTOK_COST]);
    return {
      source: 'tiktok',
      currency: currencyOf(spend === null ? undefined : headers[spend], TIKTOK_COST),
      adName,
      impressions,
      spend,
      clicks: indexOfFirst(headers, [/^clicks \(destination\)$/, /^clicks$/]),
      results: indexOfFirst(headers, [/^conversions$/]),
      hookViews: indexOfFirst(headers, [/^2-second video views$/]),
    };
  }
  const spend = indexOfFirst(headers, [META_SPEND]);
  return {
    source: 'meta',
    currency: currencyOf(spend === null ? undefined : headers[spend], META_SPEND),
    adName,
    impressions,
    spend,
    clicks: indexOfFirst(headers, [/^link clicks$/, /^clicks \(all\)$/]),
    results: indexOfFirst(headers, [/^results$/, /^purchases$/]),
    hookViews: indexOfFirst(headers, [/^3-second video plays$/]),
  };
}

function columnsFromMapping(found: string[], headers: string[], mapping: ColumnMapping): ExportColumns {
  const missing: string[] = [];
  const find = (name: string | undefined, label: string, required: boolean): number | null => {
    if (name === undefined || name.trim() === '') {
      if (required) missing.push(label);
      return null;
    }
    const index = headers.indexOf(normaliseHeader(name));
    if (index < 0) {
      // A column the buyer named but the export lacks is a mistake worth reporting, even if optional.
      missing.push(name);
      return null;
    }
    return index;
  };
  const adName = find(mapping.adName, 'Ad name', true);
  const impressions = find(mapping.impressions, 'Impressions', true);
  const columns = {
    spend: find(mapping.spend, 'spend', false),
    clicks: find(mapping.clicks, 'clicks', false),
    results: find(mapping.results, 'results', false),
    hookViews: find(mapping.hookViews, 'hookViews', false),
  };
  if (missing.length > 0 || adName === null || impressions === null) throw new ExportFormatError(found, missing);
  const spendHeader = columns.spend === null ? undefined : headers[columns.spend];
  const currency = currencyOf(spendHeader, /\(([a-z]{3})\)\s*$/);
  return { source: 'custom', currency, adName, impressions, ...columns };
}
