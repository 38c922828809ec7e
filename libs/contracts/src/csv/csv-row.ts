/*
 * How the product writes a CSV line, whichever file it is for (the manifest that travels with a
 * job's outputs, the PayPal payouts batch). RFC 4180: cells separated by commas, a cell quoted
 * when it holds a comma, quote, CR or LF, quotes doubled.
 *
 * Text cells also carry names and notes that came from customers, and a spreadsheet opening the
 * file runs a cell starting with = + - @ (or a tab, CR or NUL before one) as a formula: that is
 * CSV injection (OWASP; ASVS 5.0 1.2.10). Such a cell gets a leading apostrophe, which the
 * spreadsheet shows as text. Numbers are the product's own and are written as they are, so a
 * negative amount stays a number.
 */

/** The first characters a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r\0]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One text cell, defused and quoted as needed. */
export function csvCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/** One line of cells, without its line end: strings through `csvCell`, finite numbers as written. */
export function csvRow(cells: ReadonlyArray<string | number>): string {
  return cells.map((cell) => (typeof cell === 'number' ? csvNumber(cell) : csvCell(cell))).join(',');
}

function csvNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`A CSV number must be finite (got ${value})`);
  return String(value);
}
