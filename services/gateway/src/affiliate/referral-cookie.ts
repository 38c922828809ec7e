import { AFFILIATE_CODE_PATTERN } from '@reelmix/contracts';
import type { NextFunction, Request, Response } from 'express';
import { cookieSiteOf } from '../http/cookie-site';
import { readCookie } from '../http/token-cookie';

/** The name without the site's prefix: `__Host-reelmix_ref` when PUBLIC_URL is https (cookie-site.ts). */
export const REFERRAL_COOKIE = 'reelmix_ref';
const SIXTY_DAYS_MS = 60 * 86_400_000;

/**
 * `?via=CODE` or `?ref=CODE` on any page: remember the affiliate for 60 days in a first-party
 * cookie, so a visitor who registers later is still credited. The first click wins: while a
 * remembered code lives (60 days from that click), a later link changes nothing, so an affiliate
 * cannot take over a visitor another affiliate brought by sending them one more link. A visitor
 * with no code (none yet, expired, or unreadable) takes the new one. Only the code's shape is
 * checked here; an unknown code is ignored at registration.
 */
export function rememberReferral(publicUrl: string) {
  const site = cookieSiteOf(publicUrl);
  const name = site.nameOf(REFERRAL_COOKIE);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method === 'GET' && referralFrom(request, publicUrl) === undefined) {
      const code = firstString(request.query.via) ?? firstString(request.query.ref);
      if (code !== undefined && AFFILIATE_CODE_PATTERN.test(code)) {
        response.cookie(name, code, { maxAge: SIXTY_DAYS_MS, httpOnly: true, sameSite: 'lax', secure: site.secure, path: '/' });
      }
    }
    next();
  };
}

/** The remembered affiliate code, if any. */
export function referralFrom(request: Request, publicUrl: string): string | undefined {
  const code = readCookie(request.headers.cookie, cookieSiteOf(publicUrl).nameOf(REFERRAL_COOKIE));
  return code !== undefined && AFFILIATE_CODE_PATTERN.test(code) ? code : undefined;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}
