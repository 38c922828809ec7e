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
 * Fields are quoted per RFC 4180 when they hold a comma, quote or line break; lines end in CRLF.
 * Empty when there is nobody to pay.
 */
export function buildPayPalPayoutsCsv(rows: readonly PayPalPayoutRow[]): string {
  return rows
    .map((row) => {
      if (row.amountCents <= 0) throw new Error(`A payout must be positive (${row.reference}: ${row.amountCents})`);
      if (row.reference.length > 30 || /\s/.test(row.reference)) throw new Error(`Invalid PayPal reference ${row.reference}`);
      return [row.email, formatCents(row.amountCents), PROGRAMME_CURRENCY, row.reference, row.note.slice(0, 400), 'PAYPAL']
        .map(csvField)
        .join(',');
    })
    .map((line) => `${line}\r\n`)
    .join('');
}

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The note every recipient sees: the programme and the month the payout covers. */
export function payoutNote(runAt: Date): string {
  const month = runAt.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `Reelmix affiliate commissions, ${month}`;
}
