import { graphErrorFrom, graphNetworkError, type GraphCallContext } from './graph-errors';
import { type MetaGraphSettings } from './graph-settings';
import { parseUsageHeaders } from './usage-headers';

/** Meta's login dialog lives on facebook.com, not on the Graph API host. */
export const META_LOGIN_DEFAULT_URL = 'https://www.facebook.com';

/** The app Facebook Login signs people into (META_APP_ID, META_APP_SECRET) and where its dialog is. */
export interface MetaLoginApp {
  appId: string;
  appSecret: string;
  /** META_LOGIN_URL: the dialog's host, without a trailing slash. */
  loginUrl: string;
}

export interface MetaLoginToken {
  accessToken: string;
  /** Seconds until the token stops working, when Meta says; null when it did not. */
  expiresInSeconds: number | null;
}

const TIMEOUT_MS = 15_000;

/**
 * Facebook Login's OAuth 2.0 code flow (Meta's "Manually Build a Login Flow"): the dialog's
 * address, the code traded for a short-lived user token, and that traded for a long-lived one
 * (about 60 days). The app secret and the tokens travel only in the query of calls to Meta and
 * never appear in an error: failures name the path alone.
 */
export class MetaLoginOAuth {
  constructor(
    private readonly app: MetaLoginApp,
    private readonly graph: MetaGraphSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  dialogUrl(options: { redirectUri: string; state: string; scopes: readonly string[] }): string {
    const url = new URL(`${this.app.loginUrl}/${this.graph.version}/dialog/oauth`);
    url.search = new URLSearchParams({
      client_id: this.app.appId,
      redirect_uri: options.redirectUri,
      state: options.state,
      response_type: 'code',
      scope: options.scopes.join(','),
    }).toString();
    return url.toString();
  }

  /** The dialog's `code` for a user token; `redirectUri` must be the one the dialog was opened with. */
  exchangeCode(code: string, redirectUri: string): Promise<MetaLoginToken> {
    return this.accessToken({ client_id: this.app.appId, redirect_uri: redirectUri, client_secret: this.app.appSecret, code });
  }

  /** A user token for a long-lived one; asked again near its end, Meta may hand a fresh one. */
  extendToken(userToken: string): Promise<MetaLoginToken> {
    return this.accessToken({ grant_type: 'fb_exchange_token', client_id: this.app.appId, client_secret: this.app.appSecret, fb_exchange_token: userToken });
  }

  private async accessToken(params: Record<string, string>): Promise<MetaLoginToken> {
    const path = `/${this.graph.version}/oauth/access_token`;
    const context: GraphCallContext = { method: 'GET', path };
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.graph.baseUrl}${path}?${new URLSearchParams(params).toString()}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw graphNetworkError(context, error);
    }
    const text = await response.text();
    const body = parseJson(text);
    const usage = parseUsageHeaders(response.headers);
    if (!response.ok || !isTokenAnswer(body)) throw graphErrorFrom({ status: response.ok ? 502 : response.status, body, usage }, context, 0);
    const expiresIn = Number(body.expires_in);
    return { accessToken: body.access_token, expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : null };
  }
}

function isTokenAnswer(body: unknown): body is { access_token: string; expires_in?: number | string } {
  return typeof body === 'object' && body !== null && typeof (body as { access_token?: unknown }).access_token === 'string' && (body as { access_token: string }).access_token !== '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
