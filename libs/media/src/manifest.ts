import { type Placement } from './placements';

/*
 * The CSV that travels with a job's outputs. RFC 4180: comma separated, CRLF line ends, a field
 * quoted when it holds a comma, quote, CR or LF, quotes doubled. Source names are the uploader's
 * own (commas, quotes and emoji included) and are kept as they were, except that a name starting
 * with = + - @ gets a leading apostrophe, so a spreadsheet shows it instead of running it as a
 * formula (OWASP's advice for CSV injection).
 */

export interface ManifestRow {
  file: string;
  intro: string;
  body: string;
  cta: string;
  placement: Placement;
  durationSec: number;
  width: number;
  height: number;
  sizeBytes: number;
  sha256: string;
}

export const MANIFEST_HEADER = ['file', 'intro', 'body', 'cta', 'placement', 'duration_sec', 'width', 'height', 'size_bytes', 'sha256'] as const;

export function manifestCsv(rows: readonly ManifestRow[]): string {
  const lines = [MANIFEST_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        csvText(row.file),
        csvText(row.intro),
        csvText(row.body),
        csvText(row.cta),
        csvText(row.placement),
        row.durationSec.toFixed(3),
        String(row.width),
        String(row.height),
        String(row.sizeBytes),
        csvText(row.sha256),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The same rows as JSON, for scripts: numbers as numbers, names as the uploader gave them. */
export function manifestJson(rows: readonly ManifestRow[]): string {
  return `${JSON.stringify({ outputs: rows.map((row) => ({ ...row, durationSec: Number(row.durationSec.toFixed(3)) })) }, null, 2)}\n`;
}

export function csvText(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}
