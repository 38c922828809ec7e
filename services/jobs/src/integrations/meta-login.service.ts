import { Inject, Injectable } from '@nestjs/common';
import { MetaLoginOAuth, type MetaLoginToken, MetaTransientError } from '@reelmix/ad-platforms';
import {
  AD_PLATFORM_UNREACHABLE,
  type AdConnectionView,
  DomainError,
  ErrorCode,
  META_LOGIN_FAILURES,
  META_LOGIN_SCOPES,
  type MetaLoginDialog,
  type MetaLoginOffer,
} from '@reelmix/contracts';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';
import type { AdConnection } from './ad-connection.entity';
import { MetaApiFactory } from './meta-api-factory';
import { MetaConnectionsService } from './meta-connections.service';

/**
 * Facebook Login for Business: the dialog's address, and the code it hands back traded for a
 * long-lived user token, which is then checked and saved as a pasted token is (with when it
 * ends). Offered only when the Meta app's id and secret are set. Codes and tokens are never logged.
 */
@Injectable()
export class MetaLoginService {
  private readonly oauth: MetaLoginOAuth | null;

  constructor(
    private readonly connections: MetaConnectionsService,
    meta: MetaApiFactory,
    @Inject(APP_CONFIG) config: JobsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.oauth =
      config.META_APP_ID && config.META_APP_SECRET
        ? new MetaLoginOAuth({ appId: config.META_APP_ID, appSecret: config.META_APP_SECRET, loginUrl: config.META_LOGIN_URL.replace(/\/+$/, '') }, meta.settings)
        : null;
  }

  offer(): MetaLoginOffer {
    return { offered: this.oauth !== null };
  }

  dialog(state: string, redirectUri: string): MetaLoginDialog {
    return { url: this.requireOAuth().dialogUrl({ redirectUri, state, scopes: META_LOGIN_SCOPES }) };
  }

  async connectWithCode(userId: string, code: string, redirectUri: string): Promise<AdConnectionView> {
    const oauth = this.requireOAuth();
    let token: MetaLoginToken;
    try {
      const shortLived = await oauth.exchangeCode(code, redirectUri);
      token = await oauth.extendToken(shortLived.accessToken);
    } catch (error) {
      throw loginFailure(error);
    }
    return this.connections.connect(userId, token.accessToken, this.endOf(token));
  }

  /** Asks Meta for a fresh long-lived token in place of the saved one; throws what Meta answered. */
  renew(connection: AdConnection): Promise<boolean> {
    const oauth = this.requireOAuth();
    return this.connections.renewToken(connection, async (token) => {
      const renewed = await oauth.extendToken(token);
      return { accessToken: renewed.accessToken, expiresAt: this.endOf(renewed) };
    });
  }

  private endOf(token: MetaLoginToken): Date | null {
    return token.expiresInSeconds === null ? null : new Date(this.clock.now().getTime() + token.expiresInSeconds * 1000);
  }

  private requireOAuth(): MetaLoginOAuth {
    if (!this.oauth) throw new DomainError(ErrorCode.ServiceUnavailable, META_LOGIN_FAILURES.unavailable);
    return this.oauth;
  }
}

/** Meta out of reach is for later; any other answer to the exchange (a used or foreign code) is a refused login. */
function loginFailure(error: unknown): DomainError {
  if (error instanceof MetaTransientError) return new DomainError(ErrorCode.ServiceUnavailable, AD_PLATFORM_UNREACHABLE);
  return new DomainError(ErrorCode.ValidationFailed, META_LOGIN_FAILURES.refused);
}
