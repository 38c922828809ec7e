import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * AES-256-GCM for a secret kept in a table column (the SMTP password, queued mail bodies, webhook
 * signing secrets, the Stripe webhook secret) or carried in an event (the reset token). Each
 * write draws a new IV, so one value saved twice is stored as two different texts. The purpose is
 * bound in as associated data: a value copied into another column (or another purpose) fails to
 * decrypt instead of being used. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url, so the format
 * can change later.
 */
export class SecretCipher {
  private readonly key: Buffer;

  constructor(
    hexKey: string,
    private readonly purpose: string,
  ) {
    if (!/^[0-9a-fA-F]{64}$/.test(hexKey)) throw new Error('The encryption key must be 64 hex characters');
    this.key = Buffer.from(hexKey, 'hex');
  }

  /** A cipher for `purpose`, or null when the key setting is empty (allowed outside production only). */
  static fromSetting(hexKey: string, purpose: string): SecretCipher | null {
    return hexKey ? new SecretCipher(hexKey, purpose) : null;
  }

  /** Whether a stored value is this class's text rather than a value kept from before encryption. */
  static isEncrypted(stored: string): boolean {
    return SEALED.test(stored);
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(this.purpose));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** Throws when the text was made with another key or purpose, or was altered. */
  decrypt(stored: string): string {
    const [version, iv, tag, sealed, ...rest] = stored.split('.');
    if (version !== VERSION || sealed === undefined || rest.length > 0) throw new Error('Not an encrypted value of a known format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(this.purpose));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}
