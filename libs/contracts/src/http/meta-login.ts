/*
 * Facebook Login for Business: the buyer connects Meta by approving Reelmix in Meta's login dialog
 * instead of pasting a token. The gateway starts it and takes the answer; the jobs service, which
 * holds the app's id and secret, builds the dialog's address and trades the code for a token.
 */

/** `GET` here (signed in) redirects to Meta's login dialog. */
export const META_LOGIN_PATH = '/api/integrations/meta/login';

/** Where Meta's dialog sends the browser back with `code` and `state` (or `error`). */
export const META_LOGIN_CALLBACK_PATH = '/api/integrations/meta/login/callback';

/** The page the login ends on, with `?connected=meta` or `?error=<MetaLoginFailure>`. */
export const META_LOGIN_RETURN_PATH = '/integrations';

/** What the login asks the buyer to grant: managing and reading ads, the business's assets, and its Pages. */
export const META_LOGIN_SCOPES = ['ads_management', 'ads_read', 'business_management', 'pages_show_list', 'pages_read_engagement'] as const;

/**
 * A login token this close to its end is renewed by the daily check; when renewal fails the buyer
 * is warned for the same span, so there is time to log in again before publishing stops.
 */
export const META_TOKEN_RENEW_WITHIN_MS = 7 * 86_400_000;

/** Why a login ended without a connection: the `?error=` the Integrations page reads. */
export const META_LOGIN_FAILURES = {
  denied: 'Facebook Login was cancelled, so Meta is not connected. Continue with Facebook again and allow the permissions Reelmix asks for.',
  state: 'That Facebook Login could not be matched to this browser (it was started elsewhere or took too long). Please start it again.',
  refused: 'Meta did not accept the login. Please try again, or paste a system-user access token instead.',
  unreachable: 'Meta could not be reached. Try again in a minute.',
  busy: 'Too many connection attempts. Wait a few minutes, then try again.',
  unavailable: 'Facebook Login is not set up on this server. Paste a system-user access token instead.',
} as const;
export type MetaLoginFailure = keyof typeof META_LOGIN_FAILURES;

export function isMetaLoginFailure(value: unknown): value is MetaLoginFailure {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(META_LOGIN_FAILURES, value);
}

/** Shown once a login connected Meta (`?connected=meta`). */
export const META_LOGIN_CONNECTED = 'Meta is connected with Facebook Login.';

/** The warning beside a login token close to its end that could not be renewed; `date` as the page writes dates. */
export function metaTokenExpiryWarning(date: string): string {
  return `This Meta login expires on ${date}. Continue with Facebook again before then to keep publishing and reading results.`;
}

/** Whether a token's end is close enough to warn about (or renew). */
export function metaTokenExpiresSoon(expiresAt: string | Date | null, now: Date): boolean {
  if (expiresAt === null) return false;
  return new Date(expiresAt).getTime() - now.getTime() <= META_TOKEN_RENEW_WITHIN_MS;
}
