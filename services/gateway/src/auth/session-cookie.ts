import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import type { CookieOptions, Request, Response } from 'express';
import { GatewayConfig } from '../gateway.config';

export const SESSION_COOKIE = 'reelmix_session';

/** What auth issues: base64url of 32 bytes. Anything else is not worth a broker round trip. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The session cookie. httpOnly keeps the token away from page scripts; SameSite=Lax keeps
 * browsers from sending it with cross-site POSTs (the CSRF middleware covers what Lax does not);
 * Secure in production, where the site is served over HTTPS only.
 */
@Injectable()
export class SessionCookie {
  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  read(request: Request): string | undefined {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
  }

  write(response: Response, token: string, expiresAt: Date): void {
    response.cookie(SESSION_COOKIE, token, { ...this.attributes(), maxAge: Math.max(0, expiresAt.getTime() - Date.now()) });
  }

  clear(response: Response): void {
    response.clearCookie(SESSION_COOKIE, this.attributes());
  }

  private attributes(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.config.NODE_ENV === 'production', path: '/' };
  }
}

/** The value of one cookie from a Cookie header (RFC 6265 §5.4 form: `a=1; b=2`). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
