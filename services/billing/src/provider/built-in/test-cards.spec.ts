import { judgeTestCard } from './test-cards';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('judgeTestCard', () => {
  it('accepts 4242 4242 4242 4242 with a stable fingerprint', () => {
    const first = judgeTestCard(card('4242 4242 4242 4242'), now);
    const second = judgeTestCard(card('4242424242424242'), now);
    expect(first).toEqual({ ok: true, fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/), brand: 'visa', last4: '4242' });
    expect(second).toEqual(first);
  });

  it('declines 4000 0000 0000 0002 as Stripe does', () => {
    expect(judgeTestCard(card('4000 0000 0000 0002'), now)).toEqual({
      ok: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('refuses a mistyped number, an expired card and a bad security code', () => {
    expect(judgeTestCard(card('4242 4242 4242 4241'), now)).toMatchObject({ code: 'incorrect_number' });
    expect(judgeTestCard(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toMatchObject({ code: 'expired_card' });
    expect(judgeTestCard(card('4242424242424242', { cvc: '1a3' }), now)).toMatchObject({ code: 'incorrect_cvc' });
  });

  it("accepts Stripe's other test cards, each with a fingerprint of its own", () => {
    const mastercard = judgeTestCard(card('5555 5555 5555 4444'), now);
    expect(mastercard).toMatchObject({ ok: true, brand: 'mastercard', last4: '4444' });
    expect(mastercard).not.toEqual(judgeTestCard(card('4242 4242 4242 4242'), now));
  });

  it('declines real card numbers, which a local install must never take', () => {
    expect(judgeTestCard(card('4111 1111 1111 1111'), now)).toMatchObject({ ok: false, code: 'card_declined' });
  });
});
