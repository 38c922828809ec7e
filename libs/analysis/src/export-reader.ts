/*
 * Reads an ads export into one figure row per ad: finds the header (Meta can put a few report
 * lines above it), recognises the columns, reads the numbers and leaves out totals rows.
 */
import type { ExportSource } from '@reelmix/contracts/browser';
import { type ColumnMapping, type ExportColumns, normaliseHeader, recogniseColumns } from './export-columns';
import { type CsvDelimiter, detectDelimiter, isBlankRecord, parseCsv, stripByteOrderMark } from './csv-reader';
import { assertCsvExport } from './csv-text-guard';
import { readNumber } from './numbers';

export interface ExportRow {
  adName: string;
  spend: number;
  impressions: number;
  clicks: number;
  results: number;
  /** Null when the export has no hook views column. */
  hookViews: number | null;
}

export interface ExportRows {
  source: ExportSource;
  currency: string | null;
  hasHookViews: boolean;
  /** The header row as found, for a refusal that offers the columns again. */
  headers: string[];
  rows: ExportRow[];
}

interface HeaderLocation {
  /** Offset of the header line in the text (BOM removed). */
  offset: number;
  delimiter: CsvDelimiter;
}

/** The first line naming the ad name column (any case), else the first line. */
function locateHeader(text: string, adNameHeader: string): HeaderLocation {
  const wanted = normaliseHeader(adNameHeader);
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    const line = (end < 0 ? text.slice(offset) : text.slice(offset, end)).replace(/\r$/, '');
    if (line.toLowerCase().includes(wanted)) {
      const delimiter = detectDelimiter(line);
      const fields = parseCsv(line, delimiter)[0] ?? [];
      if (fields.some((f) => normaliseHeader(f) === wanted)) return { offset, delimiter };
    }
    if (end < 0) break;
    offset = end + 1;
  }
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return { offset: 0, delimiter: detectDelimiter(firstLine) };
}

function headerRecord(text: string, location: HeaderLocation): string[] {
  const end = text.indexOf('\n', location.offset);
  const line = end < 0 ? text.slice(location.offset) : text.slice(location.offset, end);
  return (parseCsv(line.replace(/\r$/, ''), location.delimiter)[0] ?? []).map((h) => h.trim());
}

/** The header row as found (BOM and quotes removed), for a mapping step. */
export function readExportHeaders(csvText: string, adNameHeader = 'Ad name'): string[] {
  const text = stripByteOrderMark(csvText);
  const headers = headerRecord(text, locateHeader(text, adNameHeader));
  assertCsvExport(text, headers);
  return headers;
}

/** Meta: an empty name or "Results from …"/"Total …"; TikTok: "Total" or "Total of N …". */
export function isTotalsRow(adName: string): boolean {
  const name = adName.trim().toLowerCase();
  return name === '' || name.startsWith('results from') || /^total\b/.test(name);
}

export function readExportRows(csvText: string, mapping?: ColumnMapping): ExportRows {
  const text = stripByteOrderMark(csvText);
  const location = locateHeader(text, mapping?.adName ?? 'Ad name');
  const records = parseCsv(text.slice(location.offset), location.delimiter);
  const headers = (records[0] ?? []).map((h) => h.trim());
  assertCsvExport(text, headers);
  const columns: ExportColumns = recogniseColumns(headers, mapping);
  // `;`-delimited exports come from locales that write decimals with a comma.
  const hints = { decimalComma: location.delimiter === ';' };
  const count = (record: string[], index: number | null): number => (index === null ? 0 : (readNumber(record[index], hints) ?? 0));

  const rows: ExportRow[] = [];
  for (let r = 1; r < records.length; r += 1) {
    const record = records[r];
    if (isBlankRecord(record)) continue;
    const adName = (record[columns.adName] ?? '').trim();
    if (isTotalsRow(adName)) continue;
    rows.push({
      adName,
      spend: count(record, columns.spend),
      impressions: count(record, columns.impressions),
      clicks: count(record, columns.clicks),
      results: count(record, columns.results),
      hookViews: columns.hookViews === null ? null : count(record, columns.hookViews),
    });
  }
  return { source: columns.source, currency: columns.currency, hasHookViews: columns.hookViews !== null, headers, rows };
}
