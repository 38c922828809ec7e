import type { Request, Response } from 'express';
import { REFERRAL_COOKIE, referralFrom, rememberReferral } from './referral-cookie';

const HTTPS_SITE = 'https://reelmix.example';

function visit(query: Record<string, unknown>, method = 'GET', publicUrl = HTTPS_SITE, cookie?: string) {
  const cookies: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const response = { cookie: (name: string, value: string, options: Record<string, unknown>) => cookies.push({ name, value, options }) };
  let passed = false;
  const request = { method, query, headers: cookie ? { cookie } : {} };
  rememberReferral(publicUrl)(request as unknown as Request, response as unknown as Response, () => (passed = true));
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

  it('keeps the first click: a later link does not replace a remembered code while it lives', () => {
    const { cookies, passed } = visit({ via: 'Second22' }, 'GET', HTTPS_SITE, `__Host-${REFERRAL_COOKIE}=First111`);
    expect(passed).toBe(true);
    expect(cookies).toEqual([]);
    expect(visit({ ref: 'Second22' }, 'GET', 'http://localhost:8080', `${REFERRAL_COOKIE}=First111`).cookies).toEqual([]);
  });

  it('takes a new code when the visitor has none: expired (the browser dropped it) or unreadable', () => {
    expect(visit({ via: 'Second22' }, 'GET', HTTPS_SITE, 'other=1').cookies[0]).toMatchObject({ value: 'Second22' });
    expect(visit({ via: 'Second22' }, 'GET', HTTPS_SITE, `__Host-${REFERRAL_COOKIE}=%3Cscript%3E`).cookies[0]).toMatchObject({ value: 'Second22' });
    // A cookie without the site's prefix was not set by this site over https: it does not count.
    expect(visit({ via: 'Second22' }, 'GET', HTTPS_SITE, `${REFERRAL_COOKIE}=First111`).cookies[0]).toMatchObject({ value: 'Second22' });
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
