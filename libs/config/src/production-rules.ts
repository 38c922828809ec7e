import { ValidateBy } from 'class-validator';
import { isKnownPublicSecret } from './known-public-secrets';
import { estimatedSecretBits, MIN_SECRET_BITS } from './secret-strength';

/** Why a value is unsafe in production, or null when it is fine there. */
export type ProductionRule = (value: unknown) => string | null;

const MAKE_ONE = 'make one with `openssl rand -hex 32`';
const MIN_SECRET_LENGTH = 32;

/**
 * Settings that are fine on a laptop and unsafe in a deployment: with NODE_ENV=production the value
 * must pass every rule, and each failure is one more line in the start-up refusal (a ConfigError
 * naming every bad setting at once, as with any other validation). Outside production it checks
 * nothing.
 */
export function SafeInProduction(...rules: ProductionRule[]): PropertyDecorator {
  const reasons = (value: unknown) => rules.map((rule) => rule(value)).filter((reason): reason is string => reason !== null);
  return ValidateBy({
    name: 'safeInProduction',
    validator: {
      validate: (value, args) => (args?.object as { NODE_ENV?: unknown }).NODE_ENV !== 'production' || reasons(value).length === 0,
      defaultMessage: (args) => `refused in production: ${reasons(args?.value).join('; ')}`,
    },
  });
}

/** The value must be set; `why` says what it is for. */
export function required(why: string): ProductionRule {
  return (value) => (value === undefined || value === null || value === '' ? `must be set (${why})` : null);
}

/** A flag that must be off; `why` says what it would expose. */
export function off(why: string): ProductionRule {
  return (value) => (value === true ? `must be off (${why})` : null);
}

/** A flag that must be on; `why` says what turning it off would expose. */
export function on(why: string): ProductionRule {
  return (value) => (value === false ? `must be on (${why})` : null);
}

/** A number no lower than `minimum`; `why` says what a lower one gives away. */
export function atLeast(minimum: number, why: string): ProductionRule {
  return (value) => (typeof value === 'number' && value < minimum ? `must be at least ${minimum} (${why})` : null);
}

/** An address people open or are sent: https only, loopback no exception. */
export const httpsUrl: ProductionRule = (value) =>
  typeof value === 'string' && value.startsWith('https://')
    ? null
    : 'must be an https:// address, loopback too (cookies are Secure and e-mailed links travel encrypted only over https)';

/** A password that is not published in this repository nor a server's default. Empty is left to the other checks. */
export const unpublished: ProductionRule = (value) =>
  typeof value === 'string' && isKnownPublicSecret(value) ? 'is a value published in this repository or a server default: set your own' : null;

/** A secret the product's own parts share: unpublished, long, and not a pattern. Empty is left to the other checks. */
export const strongSecret: ProductionRule = (value) => {
  if (typeof value !== 'string' || value === '') return null;
  if (isKnownPublicSecret(value)) return `is a value published in this repository: ${MAKE_ONE}`;
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters: ${MAKE_ONE}`;
  if (estimatedSecretBits(value) < MIN_SECRET_BITS) return `is guessable (a short pattern repeated, or characters in sequence): ${MAKE_ONE}`;
  return null;
};

/**
 * The password in a connection URL is unpublished. `absent` is the password the client uses when
 * the URL names no user at all (amqplib then logs in as guest:guest).
 */
export function unpublishedUrlPassword(absent?: string): ProductionRule {
  return (value) => {
    if (typeof value !== 'string' || !URL.canParse(value)) return null;
    const url = new URL(value);
    const password = url.password ? decodeURIComponent(url.password) : url.username ? undefined : absent;
    return password !== undefined && isKnownPublicSecret(password)
      ? 'its password is published in this repository or is the server default: give the service an account of its own'
      : null;
  };
}
