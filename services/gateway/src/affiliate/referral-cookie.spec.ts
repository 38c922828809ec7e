import type { Request, Response } from 'express';
import { REFERRAL_COOKIE, referralFrom, rememberReferral } from './referral-cookie';

const HTTPS_SITE = 'https://reelmix.example';

function visit(query: Record<string, unknown>, method = 'GET', publicUrl = HTTPS_SITE) {
  const cookies: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const response = { cookie: (name: string, value: string, options: Record<string, unknown>) => cookies.push({ name, value, options }) };
  let passed = false;
  rememberReferral(publicUrl)({ method, query } as unknown as Request, response as unknown as Response, () => (passed = true));
  return { cookies, passed };
}

describe('referral cookie', () => {
  it('remembers ?via= or ?ref= for 60 days in a first-party cookie', () => {
    const { cookies, passed } = visit({ via: 'ABC123xy' });
    expect(passed).toBe(true);
    expect(cookies).toEqual([
      { name: `__Host-${REFERRAL_COOKIE}`, value: 'ABC123xy', options: expect.objectContaining({ maxAge: 60 * 86_400_000, sameSite: 'lax', httpOnly: true, secure: true, path: '/' }) },
    ]);
    expect(visit({ ref: 'other_code' }).cookies[0].value).toBe('other_code');
    expect(visit({ via: 'first', ref: 'second' }).cookies[0].value).toBe('first');
  });

  it('is plain reelmix_ref, not Secure, on an http site', () => {
    expect(visit({ via: 'ABC123xy' }, 'GET', 'http://localhost:8080').cookies[0]).toMatchObject({
      name: REFERRAL_COOKIE,
      options: expect.objectContaining({ secure: false }),
    });
  });

  it('ignores codes of the wrong shape and requests that are not page visits', () => {
    expect(visit({ via: '<script>' }).cookies).toEqual([]);
    expect(visit({ via: 'x' }).cookies).toEqual([]);
    expect(visit({ via: 'ABC123xy' }, 'POST').cookies).toEqual([]);
    expect(visit({}).cookies).toEqual([]);
  });

  it('reads the remembered code back, refusing a tampered one', () => {
    const http = 'http://localhost:8080';
    expect(referralFrom({ headers: { cookie: `a=1; ${REFERRAL_COOKIE}=ABC123xy` } } as Request, http)).toBe('ABC123xy');
    expect(referralFrom({ headers: { cookie: `${REFERRAL_COOKIE}=a%20b` } } as Request, http)).toBeUndefined();
    expect(referralFrom({ headers: {} } as Request, http)).toBeUndefined();
    expect(referralFrom({ headers: { cookie: `__Host-${REFERRAL_COOKIE}=ABC123xy` } } as Request, HTTPS_SITE)).toBe('ABC123xy');
    expect(referralFrom({ headers: { cookie: `${REFERRAL_COOKIE}=ABC123xy` } } as Request, HTTPS_SITE)).toBeUndefined();
  });
});
