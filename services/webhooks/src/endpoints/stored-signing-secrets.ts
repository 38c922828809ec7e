import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SecretCipher } from '@reelmix/db';
import { APP_CONFIG } from '@reelmix/service-host';
import { DataSource } from 'typeorm';
import type { WebhooksConfig } from '../webhooks.config';
import { WebhooksErrors } from '../webhooks-errors';

/** Bound into the ciphertext, so a secret cannot be moved into another column and decrypted there. */
export const SIGNING_SECRET_PURPOSE = 'webhooks.endpoints.secret';

/**
 * Endpoints' signing secrets as stored: encrypted with WEBHOOKS_SECRETS_KEY. They sign every
 * delivery, so they cannot be hashed; encrypted, a copy of the table signs nothing. Rows from
 * before encryption hold the secret as issued (`whsec_…`): they are read as they are and
 * encrypted when the service starts with the key.
 */
@Injectable()
export class StoredSigningSecrets implements OnApplicationBootstrap {
  private readonly logger = new Logger(StoredSigningSecrets.name);
  private readonly cipher: SecretCipher | null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: WebhooksConfig,
  ) {
    this.cipher = SecretCipher.fromSetting(config.WEBHOOKS_SECRETS_KEY, SIGNING_SECRET_PURPOSE);
  }

  /** Refused without the key, so no new secret is ever stored readable. */
  seal(secret: string): string {
    if (!this.cipher) throw WebhooksErrors.secretsKeyMissing();
    return this.cipher.encrypt(secret);
  }

  /** The secret to sign with. Throws when it was encrypted with another key, or the key is gone. */
  open(stored: string): string {
    if (!SecretCipher.isEncrypted(stored)) return stored;
    if (!this.cipher) throw new Error("the endpoint's signing secret is encrypted and WEBHOOKS_SECRETS_KEY is not set");
    try {
      return this.cipher.decrypt(stored);
    } catch {
      throw new Error("the endpoint's signing secret does not decrypt with WEBHOOKS_SECRETS_KEY (was the key changed?)");
    }
  }

  /** Encrypts the secrets still stored as issued; replicas starting together each lock what they change. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.cipher) return;
    try {
      const encrypted = await this.encryptPlainSecrets(this.cipher);
      if (encrypted > 0) this.logger.log(`Encrypted the signing secrets of ${encrypted} webhook endpoints stored before encryption`);
    } catch (error) {
      // They are still read as they are; the next start tries again.
      this.logger.error(`Could not encrypt stored webhook signing secrets: ${(error as Error).message}`);
    }
  }

  private encryptPlainSecrets(cipher: SecretCipher): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: Array<{ id: string; secret: string }> = await manager.query(
        `SELECT "id", "secret" FROM "webhooks"."endpoints" WHERE "secret" NOT LIKE 'v1.%' FOR UPDATE`,
      );
      const plain = rows.filter((row) => !SecretCipher.isEncrypted(row.secret));
      for (const row of plain) {
        await manager.query(`UPDATE "webhooks"."endpoints" SET "secret" = $2 WHERE "id" = $1`, [row.id, cipher.encrypt(row.secret)]);
      }
      return plain.length;
    });
  }
}
