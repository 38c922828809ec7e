/*
 * A small RFC 4180 reader for ads exports: quoted fields may hold the delimiter, doubled quotes
 * and line breaks; lines end in CRLF or LF; a UTF-8 byte order mark is dropped. Exports from
 * European locales use `;` (their decimal separator is the comma) and some tools write tabs, so
 * the delimiter is read off the header line rather than assumed.
 */

export type CsvDelimiter = ',' | ';' | '\t';

const CANDIDATE_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

export function stripByteOrderMark(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter that occurs most often outside quotes in the line; `,` when none does. */
export function detectDelimiter(headerLine: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CANDIDATE_DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  for (const ch of headerLine) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (!inQuotes && counts.has(ch as CsvDelimiter)) counts.set(ch as CsvDelimiter, (counts.get(ch as CsvDelimiter) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of CANDIDATE_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Every record of the text as its fields; a blank line gives a record with one empty field. */
export function parseCsv(text: string, delimiter: CsvDelimiter): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"') {
      inQuotes = true;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += ch;
    }
    i += 1;
  }
  // The last record has no line break after it unless the file ends with one.
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    records.push(fields);
  }
  return records;
}

/** True for a record that holds nothing (a blank line, or only delimiters). */
export function isBlankRecord(record: readonly string[]): boolean {
  return record.every((f) => f.trim() === '');
}
