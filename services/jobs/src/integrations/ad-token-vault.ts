import { Inject, Injectable } from '@nestjs/common';
import { AD_TOKENS_UNAVAILABLE, DomainError, ErrorCode } from '@reelmix/contracts';
import { SecretCipher } from '@reelmix/db';
import { APP_CONFIG } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';
import type { AdConnection } from './ad-connection.entity';
import { AdConnectionsRepository } from './ad-connections.repository';

/** Bound into each sealed token, so a value copied from another encrypted column does not open as a token. */
export const AD_TOKEN_PURPOSE = 'reelmix:ad-platform-token:v1';

/**
 * The ad platforms' tokens at rest: sealed with AD_TOKENS_KEY (SecretCipher, AES-256-GCM) for
 * every platform alike. Without the key nothing can be connected; a token sealed under another
 * key marks its connection expired, so the buyer is asked for it again.
 */
@Injectable()
export class AdTokenVault {
  private readonly cipher: SecretCipher | null;

  constructor(
    private readonly connections: AdConnectionsRepository,
    @Inject(APP_CONFIG) config: JobsConfig,
  ) {
    this.cipher = SecretCipher.fromSetting(config.AD_TOKENS_KEY, AD_TOKEN_PURPOSE);
  }

  seal(token: string): string {
    return this.required().encrypt(token);
  }

  /** The connection's token in clear, or `whenUnusable` (expired, or sealed under another key) as the buyer's refusal. */
  async open(connection: AdConnection, whenUnusable: string): Promise<string> {
    const cipher = this.required();
    let token: string;
    try {
      token = cipher.decrypt(connection.tokenSealed);
    } catch {
      await this.connections.markExpired(connection.userId, connection.platform, connection.tokenSealed);
      throw new DomainError(ErrorCode.Conflict, whenUnusable);
    }
    if (connection.state === 'expired') throw new DomainError(ErrorCode.Conflict, whenUnusable);
    return token;
  }

  /** Fails at once, before any platform is asked, when no key is set. */
  assertAvailable(): void {
    this.required();
  }

  private required(): SecretCipher {
    if (!this.cipher) throw new DomainError(ErrorCode.ServiceUnavailable, AD_TOKENS_UNAVAILABLE);
    return this.cipher;
  }
}
