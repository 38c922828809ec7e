import { AFFILIATE_CODE_PATTERN } from '@reelmix/contracts';
import { newAffiliateCode, newPayoutId, READABLE_ALPHABET } from './readable-id';

describe('readable ids', () => {
  it('makes 8-symbol affiliate codes that referral links can carry', () => {
    const codes = Array.from({ length: 200 }, () => newAffiliateCode());
    for (const code of codes) {
      expect(code).toMatch(AFFILIATE_CODE_PATTERN);
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('leaves out the look-alikes 0, O, 1 and I', () => {
    expect(READABLE_ALPHABET).toHaveLength(32);
    expect(READABLE_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('maps every byte to a symbol, using the whole alphabet', () => {
    const bytes = (size: number) => Uint8Array.from([0, 31, 32, 255, 7, 8, 100, 200].slice(0, size));
    expect(newAffiliateCode(bytes)).toBe('A9A9HJEJ');
  });

  it('makes payout ids that fit PayPal reference column', () => {
    const id = newPayoutId(new Date('2026-03-01T02:00:00.000Z'));
    expect(id).toMatch(/^PO-20260301-[A-HJ-NP-Z2-9]{8}$/);
    expect(id.length).toBeLessThanOrEqual(30);
  });
});
