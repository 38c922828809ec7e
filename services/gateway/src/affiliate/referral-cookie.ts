import { AFFILIATE_CODE_PATTERN } from '@reelmix/contracts';
import type { NextFunction, Request, Response } from 'express';
import { readCookie } from '../http/token-cookie';

export const REFERRAL_COOKIE = 'reelmix_ref';
const SIXTY_DAYS_MS = 60 * 86_400_000;

/**
 * `?via=CODE` or `?ref=CODE` on any page: remember the affiliate for 60 days in a first-party
 * cookie, so a visitor who registers later is still credited. A newer link replaces an older one.
 * Only the code's shape is checked here; an unknown code is ignored at registration.
 */
export function rememberReferral(secure: boolean) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method === 'GET') {
      const code = firstString(request.query.via) ?? firstString(request.query.ref);
      if (code !== undefined && AFFILIATE_CODE_PATTERN.test(code)) {
        response.cookie(REFERRAL_COOKIE, code, { maxAge: SIXTY_DAYS_MS, httpOnly: true, sameSite: 'lax', secure, path: '/' });
      }
    }
    next();
  };
}

/** The remembered affiliate code, if any. */
export function referralFrom(request: Request): string | undefined {
  const code = readCookie(request.headers.cookie, REFERRAL_COOKIE);
  return code !== undefined && AFFILIATE_CODE_PATTERN.test(code) ? code : undefined;
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}
