import { money, paymentReceiptMail } from './payment-receipt.templates';

const PUBLIC_URL = 'https://app.reelmix.test';
const PAID = { publicUrl: PUBLIC_URL, amountPaidCents: 2900, currency: 'usd', paidAt: '2026-03-08T12:00:00.000Z' };

describe('payment receipt', () => {
  it('formats the amount exactly as charged', () => {
    expect(money(2900, 'usd')).toBe('$29.00');
    expect(money(1999, 'EUR')).toBe('€19.99');
  });

  it('names the card, the date and the next charge', async () => {
    const mail = await paymentReceiptMail({ ...PAID, cardBrand: 'mastercard', cardLast4: '4444', nextChargeAt: '2026-04-08T12:00:00.000Z' });
    expect(mail.text).toContain('Amount paid: $29.00\nDate: March 8, 2026\nPaid with: Mastercard ending in 4444\nNext charge: April 8, 2026');
    expect(mail.html).toContain('<li>Paid with: Mastercard ending in 4444</li>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
  });

  it('leaves the card out when it is not known, and says when nothing renews', async () => {
    const mail = await paymentReceiptMail({ ...PAID, cardBrand: null, cardLast4: null, nextChargeAt: null });
    expect(mail.text).not.toContain('Paid with');
    expect(mail.text).toContain('Next charge: none, your subscription will not renew');
  });
});
