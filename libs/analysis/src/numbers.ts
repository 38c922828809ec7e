/*
 * Figures as ads exports write them: with currency symbols or codes (`$1,234.56`, `1.234,56 €`,
 * `USD 12.50`), thousands separators in either convention, and `-` or nothing for "none".
 */

export interface NumberReadingHints {
  /**
   * The export writes decimals with a comma (a `;`-delimited export usually does). Only decides
   * the ambiguous cases: a lone `1,234` or `1.234`.
   */
  decimalComma?: boolean;
}

const CURRENCY_AND_SPACES = /[A-Za-z]{3}|[$€£¥₹₩₽₺₫฿₱₪\s\u00a0\u202f']/g;

/** The number written in the text, or null when the cell is empty, `-`, or not a number. */
export function readNumber(text: string | undefined, hints: NumberReadingHints = {}): number | null {
  if (text === undefined) return null;
  let s = text.trim();
  if (s === '' || s === '-' || s === '–' || s === '—') return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  s = s.replace(CURRENCY_AND_SPACES, '');
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  }
  if (s === '' || !/^[0-9.,]+$/.test(s)) return null;

  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimalSeparator: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) {
    // Both present: the one written last separates the decimals.
    decimalSeparator = lastDot > lastComma ? '.' : ',';
  } else if (lastDot < 0 && lastComma < 0) {
    decimalSeparator = null;
  } else {
    const sep = lastDot >= 0 ? '.' : ',';
    const occurrences = s.split(sep).length - 1;
    const digitsAfter = s.length - s.lastIndexOf(sep) - 1;
    if (occurrences > 1) decimalSeparator = null; // only a thousands separator repeats
    else if (digitsAfter !== 3) decimalSeparator = sep;
    else decimalSeparator = (sep === ',') === Boolean(hints.decimalComma) ? sep : null; // `1,234` / `1.234`: by the locale
  }
  const thousands = decimalSeparator === '.' ? ',' : decimalSeparator === ',' ? '.' : null;
  let normal = s;
  if (thousands) normal = normal.split(thousands).join('');
  else normal = normal.replace(/[.,]/g, '');
  if (decimalSeparator === ',') normal = normal.replace(',', '.');
  if (!/^\d*\.?\d*$/.test(normal) || normal === '.' || normal === '') return null;
  const value = Number(normal);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}
