import { csvRow } from '@reelmix/contracts';
import { formatCents, PROGRAMME_CURRENCY } from '../programme/programme-terms';

export interface PayPalPayoutRow {
  /** The recipient's PayPal account e-mail. */
  email: string;
  amountCents: number;
  /** PayPal's optional "Customer ID" column: our payout id, at most 30 characters, no spaces. */
  reference: string;
  /** Shown to the recipient; PayPal takes up to 400 characters. */
  note: string;
}

/**
 * A PayPal Payouts batch file as the Payouts web upload takes it: no header row, one payout per
 * line with the columns recipient, amount, currency, customer id, note to recipient and recipient
 * wallet (`PAYPAL`). Amounts have two decimals with a point (US format), one currency per file.
 * Lines are written by the product's one CSV writer (csvRow: RFC 4180 quoting, and a cell a
 * spreadsheet would run as a formula defused, since the address is the affiliate's own text) and
 * end in CRLF. Empty when there is nobody to pay.
 */
export function buildPayPalPayoutsCsv(rows: readonly PayPalPayoutRow[]): string {
  return rows
    .map((row) => {
      if (row.amountCents <= 0) throw new Error(`A payout must be positive (${row.reference}: ${row.amountCents})`);
      if (row.reference.length > 30 || /\s/.test(row.reference)) throw new Error(`Invalid PayPal reference ${row.reference}`);
      return csvRow([row.email, formatCents(row.amountCents), PROGRAMME_CURRENCY, row.reference, row.note.slice(0, 400), 'PAYPAL']);
    })
    .map((line) => `${line}\r\n`)
    .join('');
}

/** The note every recipient sees: the programme and the month the payout covers. */
export function payoutNote(runAt: Date): string {
  const month = runAt.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Reelmix affiliate commissions, ${month}`;
}
