import { DEVICE_ID_PATTERN } from '@reelmix/contracts';
import type { NextFunction, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import { cookieSiteOf } from '../http/cookie-site';
import { readCookie } from '../http/token-cookie';

/** The name without the site's prefix: `__Host-reelmix_device` when PUBLIC_URL is https (cookie-site.ts). */
export const DEVICE_COOKIE = 'reelmix_device';
/** The longest lifetime browsers keep a cookie for (Chrome caps it at 400 days). */
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 86_400_000;

/**
 * A random id per browser, kept long, so the affiliate programme can tell a referred sign-up made
 * from a browser the referrer uses (docs/security.md, self-referral). It names a browser, grants
 * nothing and is never shown; httpOnly, SameSite=Lax, Secure and `__Host-` over https like every
 * cookie of the site.
 */
export class DeviceCookie {
  private readonly name: string;
  private readonly secure: boolean;

  constructor(publicUrl: string) {
    const site = cookieSiteOf(publicUrl);
    this.name = site.nameOf(DEVICE_COOKIE);
    this.secure = site.secure;
  }

  /** The browser's device id, or undefined when it has none (or one this site did not make). */
  read(request: Request): string | undefined {
    const id = readCookie(request.headers.cookie, this.name);
    return id !== undefined && DEVICE_ID_PATTERN.test(id) ? id : undefined;
  }

  /**
   * The browser's device id, giving it one (with the answer's Set-Cookie) when it has none. Only
   * page loads do: a call without the cookie (a script, a client that keeps none) is not given an
   * id to record.
   */
  ensure(request: Request, response: Response): string {
    const known = this.read(request);
    if (known) return known;
    const id = randomBytes(16).toString('base64url');
    response.cookie(this.name, id, { maxAge: DEVICE_COOKIE_MAX_AGE_MS, httpOnly: true, sameSite: 'lax', secure: this.secure, path: '/' });
    return id;
  }
}

/**
 * Gives every browser that opens a page its device id on that first page, so it is there before
 * any sign-up. Only page loads (a GET asking for HTML): assets, API calls, probes and scrapes get
 * no cookie.
 */
export function rememberDevice(publicUrl: string) {
  const devices = new DeviceCookie(publicUrl);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html')) devices.ensure(request, response);
    next();
  };
}
