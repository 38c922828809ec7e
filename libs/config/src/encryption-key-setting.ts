import { Matches } from 'class-validator';
import { required, SafeInProduction, strongSecret } from './production-rules';

/**
 * A key that encrypts secrets at rest (AES-256-GCM, `SecretCipher` in libs/db): 32 bytes as 64 hex
 * characters, made with `openssl rand -hex 32`. Empty is allowed outside production, where the
 * service then refuses to store what the key would protect; production requires a strong one.
 * `why` says what it encrypts, for the start-up refusal.
 */
export function EncryptionKeySetting(why: string): PropertyDecorator {
  const format = Matches(/^([0-9a-fA-F]{64})?$/, { message: 'must be 64 hex characters (openssl rand -hex 32)' });
  const production = SafeInProduction(required(why), strongSecret);
  return (target, property) => {
    format(target, property);
    production(target, property);
  };
}
