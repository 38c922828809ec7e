import { csvRow, type PlacementName } from '@reelmix/contracts/browser';

/*
 * The CSV that travels with a job's outputs, written line by line with the product's one CSV
 * writer (csvRow: RFC 4180 quoting, formula cells defused) and CRLF line ends. Source names are
 * the uploader's own (commas, quotes and emoji included) and are kept as they were, except that a
 * name a spreadsheet would run as a formula gets a leading apostrophe. A part the customer labelled
 * in the library has its label in the `*_label` columns beside its file name (empty without one);
 * they come after the others, so a reader that counts columns finds those where they were. The
 * text variant drawn on the hook and its label come last of all, empty in a job without texts.
 */

export interface ManifestRow {
  file: string;
  intro: string;
  body: string;
  cta: string;
  placement: PlacementName;
  durationSec: number;
  width: number;
  height: number;
  sizeBytes: number;
  sha256: string;
  /** The customer's labels of the parts (contracts clip-label); null or absent where a part has none. */
  introLabel?: string | null;
  bodyLabel?: string | null;
  ctaLabel?: string | null;
  /** The text variant drawn on the hook, as the customer wrote it; null or absent in a job without texts. */
  text?: string | null;
  /** The text's label (contracts text-variants); null or absent where it has none. */
  textLabel?: string | null;
}

export const MANIFEST_HEADER = ['file', 'intro', 'body', 'cta', 'placement', 'duration_sec', 'width', 'height', 'size_bytes', 'sha256', 'intro_label', 'body_label', 'cta_label', 'text', 'text_label'] as const;

export function manifestCsv(rows: readonly ManifestRow[]): string {
  const lines = [csvRow(MANIFEST_HEADER)];
  for (const row of rows) {
    lines.push(csvRow([row.file, row.intro, row.body, row.cta, row.placement, row.durationSec.toFixed(3), row.width, row.height, row.sizeBytes, row.sha256, row.introLabel ?? '', row.bodyLabel ?? '', row.ctaLabel ?? '', row.text ?? '', row.textLabel ?? '']));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The same rows as JSON, for scripts: numbers as numbers, names as the uploader gave them. */
export function manifestJson(rows: readonly ManifestRow[]): string {
  return `${JSON.stringify({ outputs: rows.map((row) => ({ ...row, durationSec: Number(row.durationSec.toFixed(3)) })) }, null, 2)}\n`;
}
