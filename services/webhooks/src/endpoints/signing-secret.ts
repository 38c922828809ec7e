import { WEBHOOK_SECRET_PREFIX } from '@reelmix/contracts';
import { randomBytes } from 'node:crypto';

/** A new endpoint's signing secret: `whsec_` and 32 random bytes, base64url. */
export function newSigningSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}
