import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SecretCipher } from '@reelmix/db';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { BillingConfig } from '../billing.config';
import { StripeEndpointConfig } from './stripe-endpoint-config.entity';
import { BillingErrors } from '../billing-errors';

/**
 * Bound into the ciphertext, so the secret cannot be moved into another column and decrypted there.
 * Secrets already stored were sealed with this value, so it stays as it is.
 */
export const SIGNING_SECRET_PURPOSE = 'billing.webhook_config.signing_secret';

/**
 * The Stripe webhook's signing secret the admin "set up webhook" call keeps, as stored: encrypted
 * with BILLING_SETTINGS_KEY, since anyone holding it can forge Stripe's events. A row from before
 * encryption holds it as Stripe gave it (`whsec_…`): it is read as it is and encrypted when the
 * service starts with the key.
 */
@Injectable()
export class StoredSigningSecret implements OnApplicationBootstrap {
  private readonly logger = new Logger(StoredSigningSecret.name);
  private readonly cipher: SecretCipher | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: BillingConfig,
  ) {
    this.cipher = SecretCipher.fromSetting(config.BILLING_SETTINGS_KEY, SIGNING_SECRET_PURPOSE);
  }

  /** Called before the endpoint is created at Stripe, whose secret could otherwise not be kept. */
  assertCanStore(): void {
    if (!this.cipher) throw BillingErrors.billingKeyMissing();
  }

  seal(secret: string): string {
    this.assertCanStore();
    return (this.cipher as SecretCipher).encrypt(secret);
  }

  /** The saved secret, or null when there is none or it cannot be opened (said in the log). */
  open(saved: StripeEndpointConfig | null): string | null {
    const stored = saved?.signingSecret;
    if (!stored) return null;
    if (!SecretCipher.isEncrypted(stored)) return stored;
    try {
      if (!this.cipher) throw new Error('BILLING_SETTINGS_KEY is not set');
      return this.cipher.decrypt(stored);
    } catch (error) {
      this.logger.error(`The saved Stripe webhook secret cannot be read (${(error as Error).message}); set the webhook up again or set STRIPE_WEBHOOK_SECRET`);
      return null;
    }
  }

  /** Encrypts a secret saved before encryption. */
  async onApplicationBootstrap(): Promise<void> {
    const cipher = this.cipher;
    if (!cipher) return;
    try {
      const encrypted = await this.dataSource.transaction(async (manager) => {
        const saved = await manager.findOne(StripeEndpointConfig, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
        if (!saved?.signingSecret || SecretCipher.isEncrypted(saved.signingSecret)) return false;
        await manager.update(StripeEndpointConfig, { id: 1 }, { signingSecret: cipher.encrypt(saved.signingSecret) });
        return true;
      });
      if (encrypted) this.logger.log('Encrypted the Stripe webhook secret saved before encryption');
    } catch (error) {
      // It is still read as it is; the next start tries again.
      this.logger.error(`Could not encrypt the saved Stripe webhook secret: ${(error as Error).message}`);
    }
  }
}
