import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { CookieOptions, Request, Response } from 'express';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { GatewayConfig } from '../gateway.config';
import { cookieSiteOf } from '../http/cookie-site';
import { readCookie } from '../http/token-cookie';

/** The name without the site's prefix: `__Host-reelmix_meta_login` when PUBLIC_URL is https (cookie-site.ts). */
export const META_LOGIN_STATE_COOKIE = 'reelmix_meta_login';
/** Long enough to log in to Facebook and approve; a login left longer is started again. */
const STATE_MAX_AGE_MS = 15 * 60_000;
const STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Facebook Login's `state`: random, handed to Meta's dialog and kept in an httpOnly cookie of this
 * browser, so the answer Meta sends back is taken only by the browser that asked for it (a link
 * that carries someone else's code into this session is refused). SameSite=Lax, so the cookie
 * comes along when Meta's dialog redirects back; one use, cleared on return.
 */
@Injectable()
export class MetaLoginState {
  private readonly name: string;
  private readonly attributes: CookieOptions;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    const site = cookieSiteOf(config.PUBLIC_URL);
    this.name = site.nameOf(META_LOGIN_STATE_COOKIE);
    this.attributes = { httpOnly: true, sameSite: 'lax', secure: site.secure, path: '/' };
  }

  issue(response: Response): string {
    const state = randomBytes(32).toString('base64url');
    response.cookie(this.name, state, { ...this.attributes, maxAge: STATE_MAX_AGE_MS });
    return state;
  }

  /** Whether `returned` is the state this browser was given, compared in full; the cookie is spent either way. */
  take(request: Request, response: Response, returned: string | undefined): boolean {
    const kept = readCookie(request.headers.cookie, this.name);
    response.clearCookie(this.name, this.attributes);
    if (kept === undefined || returned === undefined || !STATE_SHAPE.test(kept)) return false;
    const expected = Buffer.from(kept);
    const actual = Buffer.from(returned);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
