import type { Request, Response } from 'express';
import { REFERRAL_COOKIE, referralFrom, rememberReferral } from './referral-cookie';

function visit(query: Record<string, unknown>, method = 'GET') {
  const cookies: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const response = { cookie: (name: string, value: string, options: Record<string, unknown>) => cookies.push({ name, value, options }) };
  let passed = false;
  rememberReferral(true)({ method, query } as unknown as Request, response as unknown as Response, () => (passed = true));
  return { cookies, passed };
}

describe('referral cookie', () => {
  it('remembers ?via= or ?ref= for 60 days in a first-party cookie', () => {
    const { cookies, passed } = visit({ via: 'ABC123xy' });
    expect(passed).toBe(true);
    expect(cookies).toEqual([
      { name: REFERRAL_COOKIE, value: 'ABC123xy', options: expect.objectContaining({ maxAge: 60 * 86_400_000, sameSite: 'lax', httpOnly: true, secure: true, path: '/' }) },
    ]);
    expect(visit({ ref: 'other_code' }).cookies[0].value).toBe('other_code');
    expect(visit({ via: 'first', ref: 'second' }).cookies[0].value).toBe('first');
  });

  it('ignores codes of the wrong shape and requests that are not page visits', () => {
    expect(visit({ via: '<script>' }).cookies).toEqual([]);
    expect(visit({ via: 'x' }).cookies).toEqual([]);
    expect(visit({ via: 'ABC123xy' }, 'POST').cookies).toEqual([]);
    expect(visit({}).cookies).toEqual([]);
  });

  it('reads the remembered code back, refusing a tampered one', () => {
    expect(referralFrom({ headers: { cookie: `a=1; ${REFERRAL_COOKIE}=ABC123xy` } } as Request)).toBe('ABC123xy');
    expect(referralFrom({ headers: { cookie: `${REFERRAL_COOKIE}=a%20b` } } as Request)).toBeUndefined();
    expect(referralFrom({ headers: {} } as Request)).toBeUndefined();
  });
});
