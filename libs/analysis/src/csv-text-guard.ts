/*
 * Tells a CSV export from a file that only carries a .csv name. Without this a spreadsheet or an
 * image reaches the column mapping, which then offers the buyer "columns" of control characters.
 */
import { NotCsvExportError } from './export-format-error';

/** Enough of the file to see binary content: formats such as xlsx (zip) or PNG show it in their first bytes. */
const SNIFFED_CHARACTERS = 4096;

// C0 controls other than tab, line feed and carriage return, and DEL: no text export writes them.
// eslint-disable-next-line no-control-regex
const BINARY_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Refuses text holding binary characters, and a header row of fewer than two columns (no delimiter). */
export function assertCsvExport(text: string, headers: readonly string[]): void {
  if (BINARY_CHARACTER.test(text.slice(0, SNIFFED_CHARACTERS))) throw new NotCsvExportError();
  if (headers.length < 2) throw new NotCsvExportError();
}
