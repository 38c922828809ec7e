import type { CookieOptions, Request, Response } from 'express';
import { cookieSiteOf } from './cookie-site';

/** What auth issues: base64url of 32 bytes. Anything else is not worth a broker round trip. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export interface TokenCookieOptions {
  /** The name without the site's prefix (see cookie-site.ts). */
  baseName: string;
  sameSite: 'lax' | 'strict';
  /** The site's address: over https the cookie is Secure and named `__Host-<baseName>`. */
  publicUrl: string;
}

/**
 * A cookie that carries an auth session token. httpOnly keeps the token away from page scripts;
 * path '/' so every route sees it. The customer and admin cookies differ only in name and SameSite.
 */
export class TokenCookie {
  /** The name the browser stores it under. */
  readonly name: string;
  private readonly attributes: CookieOptions;

  constructor(options: TokenCookieOptions) {
    const site = cookieSiteOf(options.publicUrl);
    this.name = site.nameOf(options.baseName);
    this.attributes = { httpOnly: true, sameSite: options.sameSite, secure: site.secure, path: '/' };
  }

  read(request: Request): string | undefined {
    const token = readCookie(request.headers.cookie, this.name);
    return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
  }

  write(response: Response, token: string, expiresAt: Date): void {
    response.cookie(this.name, token, { ...this.attributes, maxAge: Math.max(0, expiresAt.getTime() - Date.now()) });
  }

  clear(response: Response): void {
    response.clearCookie(this.name, this.attributes);
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
