import { randomBytes } from 'node:crypto';
import { type GraphResponse } from './request-handler';
import { expiredToken, graphError, missingParameter, revokedToken, unparsableToken } from './graph-api-error';
import { type FakeTokenGrant } from './graph-shapes';
import { type FakeGraphStore } from './graph-store';

/** Meta's short-lived user tokens last about an hour or two; the code exchange hands one out. */
export const SHORT_LIVED_TOKEN_SECONDS = 2 * 3600;
/** What `fb_exchange_token` hands out unless the planned login says otherwise: about 60 days. */
export const LONG_LIVED_TOKEN_SECONDS = 60 * 86_400;

/** The app Facebook Login signs people into; the code exchange checks both. */
export interface FakeLoginApp {
  id: string;
  secret: string;
}

export interface FakeLoginPlan {
  /** The person refuses in the dialog: it answers `error=access_denied` instead of a code. */
  deny?: boolean;
  /** `expires_in` of the long-lived tokens this login's token is exchanged for. */
  longLivedExpiresInSeconds?: number;
}

interface PlannedLogin extends FakeLoginPlan {
  grant: FakeTokenGrant;
}

interface IssuedCode {
  login: PlannedLogin;
  redirectUri: string;
  used: boolean;
}

/**
 * Facebook Login's two steps, as a person who approves (or refuses) at once: the dialog redirects
 * straight back with a code, the code becomes a short-lived token, and `fb_exchange_token` makes a
 * long-lived one. Each token issued reaches what the planned login's grant reaches.
 */
export class FakeLoginOAuth {
  private app: FakeLoginApp | undefined;
  private readonly planned: PlannedLogin[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  /** The login a token came from, so exchanging it keeps the same grant and lifetime. */
  private readonly logins = new Map<string, PlannedLogin>();

  constructor(private readonly store: FakeGraphStore) {}

  setApp(app: FakeLoginApp): void {
    this.app = { ...app };
  }

  plan(grant: FakeTokenGrant, plan: FakeLoginPlan): void {
    this.planned.push({ ...plan, grant: structuredClone(grant) });
  }

  /** The answer for a login path (after the version), or undefined for any other path. */
  answer(segments: string[], params: Record<string, unknown>): GraphResponse | undefined {
    const path = segments.join('/');
    if (path === 'dialog/oauth') return this.dialog(params);
    if (path === 'oauth/access_token') return json(this.accessToken(params));
    return undefined;
  }

  private dialog(params: Record<string, unknown>): GraphResponse {
    const app = this.requireApp();
    const redirectUri = text(params, 'redirect_uri');
    if (text(params, 'client_id') !== app.id) throw graphError(101, { message: 'Error validating application. Invalid application ID.' });
    const login = this.planned.shift();
    if (!login) throw graphError(100, { message: 'The fake Graph API has no login planned (planLogin)' });
    const back = new URL(redirectUri);
    if (params.state !== undefined) back.searchParams.set('state', String(params.state));
    if (login.deny) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
      back.searchParams.set('error_description', 'Permissions error');
    } else {
      const code = `AQ${randomBytes(24).toString('base64url')}`;
      this.codes.set(code, { login, redirectUri, used: false });
      back.searchParams.set('code', code);
    }
    return { status: 302, json: '', headers: { Location: back.toString() } };
  }

  private accessToken(params: Record<string, unknown>): unknown {
    const app = this.requireApp();
    if (text(params, 'client_id') !== app.id) throw graphError(101, { message: 'Error validating application. Invalid application ID.' });
    if (text(params, 'client_secret') !== app.secret) throw graphError(1, { status: 400, message: 'Error validating client secret.' });
    if (params.grant_type === 'fb_exchange_token') {
      const login = this.loginOfToken(text(params, 'fb_exchange_token'));
      return this.issue(login, login.longLivedExpiresInSeconds ?? LONG_LIVED_TOKEN_SECONDS);
    }
    const code = text(params, 'code');
    const issued = this.codes.get(code);
    if (!issued) throw graphError(100, { subcode: 36007, message: 'Invalid verification code format.' });
    if (issued.used) throw graphError(100, { subcode: 36009, message: 'This authorization code has been used.' });
    if (text(params, 'redirect_uri') !== issued.redirectUri) {
      throw graphError(100, { subcode: 36008, message: 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request' });
    }
    issued.used = true;
    return this.issue(issued.login, SHORT_LIVED_TOKEN_SECONDS);
  }

  private loginOfToken(token: string): PlannedLogin {
    const record = this.store.tokens.get(token);
    const login = this.logins.get(token);
    if (!record || !login) throw unparsableToken();
    if (record.revoked) throw revokedToken();
    const now = this.store.now();
    if (record.grant.expiresAt && record.grant.expiresAt <= now) throw expiredToken(record.grant.expiresAt, now);
    return login;
  }

  private issue(login: PlannedLogin, expiresInSeconds: number): { access_token: string; token_type: 'bearer'; expires_in: number } {
    const token = `EAAL${randomBytes(32).toString('base64url')}`;
    this.store.addToken(token, { ...login.grant, expiresAt: new Date(this.store.now().getTime() + expiresInSeconds * 1000) });
    this.logins.set(token, login);
    return { access_token: token, token_type: 'bearer', expires_in: expiresInSeconds };
  }

  private requireApp(): FakeLoginApp {
    if (!this.app) throw graphError(101, { message: 'The fake Graph API has no app (setApp)' });
    return this.app;
  }
}

function text(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw missingParameter(name);
  return value;
}

function json(body: unknown): GraphResponse {
  return { status: 200, json: JSON.stringify(body), headers: {} };
}
