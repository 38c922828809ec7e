import { Inject, Injectable } from '@nestjs/common';
import { type MetaAdsApi, type MetaGraphClient, MetaTokenInvalidError } from '@reelmix/ad-platforms';
import {
  AD_ACCOUNT_NOT_CONNECTED,
  AD_ACCOUNT_NOT_REACHABLE,
  AD_TOKEN_EXPIRED,
  AD_TOKEN_REFUSED,
  type AdAccountView,
  type AdConnectionView,
  type AdPageView,
  type AdSetView,
  DomainError,
  ErrorCode,
} from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import type { AdConnection } from './ad-connection.entity';
import { adSetViews, connectionRow, toAdConnectionView } from './ad-connection-view';
import { AdConnectionsRepository } from './ad-connections.repository';
import { AdTokenVault } from './ad-token-vault';
import { MetaApiFactory } from './meta-api-factory';
import { domainErrorOfPlatform } from './platform-errors';


/** A connected buyer's Meta access, opened for one piece of work. */
export interface MetaAccess {
  connection: AdConnection;
  client: MetaGraphClient;
  api: MetaAdsApi;
}

/**
 * A buyer's Meta connection: a token checked against Meta when pasted (who it is, which ad
 * accounts it reaches), kept sealed, and marked expired the first time Meta refuses it, so the
 * buyer is asked for a new one rather than shown failures one by one.
 */
@Injectable()
export class MetaConnectionsService {
  constructor(
    private readonly connections: AdConnectionsRepository,
    private readonly meta: MetaApiFactory,
    private readonly vault: AdTokenVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Checks the token with Meta and saves it sealed, replacing any saved one. `expiresAt` is known
   * for a Facebook Login token (Meta says when it ends); a pasted one is taken to last.
   */
  async connect(userId: string, accessToken: string, expiresAt: Date | null = null): Promise<AdConnectionView> {
    this.vault.assertAvailable();
    const api = this.meta.api(accessToken);
    let checked: [Awaited<ReturnType<MetaAdsApi['me']>>, AdAccountView[]];
    try {
      checked = await Promise.all([api.me(), this.accountsOf(api)]);
    } catch (error) {
      if (error instanceof MetaTokenInvalidError) throw new DomainError(ErrorCode.ValidationFailed, AD_TOKEN_REFUSED);
      throw domainErrorOfPlatform(error);
    }
    const [me, adAccounts] = checked;
    const now = this.clock.now();
    // Meta says when a pasted user token expires only to the app that made it (debug_token, with
    // the app's own token); system-user tokens do not expire. A refusal marks it expired instead.
    const row = connectionRow({ userId, platform: 'meta', accessToken, tokenSealed: this.vault.seal(accessToken), platformUser: me, adAccounts, now, expiresAt });
    await this.connections.save(row);
    return toAdConnectionView(row);
  }

  async status(userId: string): Promise<AdConnectionView | null> {
    const row = await this.connections.find(userId, 'meta');
    return row ? toAdConnectionView(row) : null;
  }

  async disconnect(userId: string): Promise<{ disconnected: boolean }> {
    return { disconnected: await this.connections.remove(userId, 'meta') };
  }

  /** Read again from Meta, and kept: publishing goes only into an account the token reached when last read. */
  async adAccounts(userId: string): Promise<AdAccountView[]> {
    return this.withAccess(userId, async ({ api }) => {
      const accounts = await this.accountsOf(api);
      await this.connections.update(userId, 'meta', { adAccounts: accounts, checkedAt: this.clock.now() });
      return accounts;
    });
  }

  /** The ad account's ad sets, each with its campaign's name. */
  async adSets(userId: string, adAccountId: string): Promise<AdSetView[]> {
    return this.withAccess(userId, async ({ api, connection }) => {
      assertReachable(connection, adAccountId);
      const [campaigns, adSets] = await Promise.all([api.campaigns(adAccountId), api.adSets(adAccountId)]);
      return adSetViews(campaigns, adSets);
    });
  }

  async pages(userId: string): Promise<AdPageView[]> {
    return this.withAccess(userId, async ({ api }) => (await api.pages()).map((page) => ({ id: page.id, name: page.name ?? null })));
  }

  /**
   * Runs work with the buyer's Meta access. A token Meta refuses marks the connection expired;
   * platform failures become the buyer's messages (platform-errors.ts).
   */
  async withAccess<T>(userId: string, work: (access: MetaAccess) => Promise<T>): Promise<T> {
    const access = await this.open(userId);
    try {
      return await work(access);
    } catch (error) {
      await this.noteRefusal(access.connection, error);
      throw domainErrorOfPlatform(error);
    }
  }

  /** The buyer's access, or the refusal that says what to do first. */
  async open(userId: string): Promise<MetaAccess> {
    const connection = await this.connections.find(userId, 'meta');
    this.vault.assertAvailable();
    if (!connection) throw new DomainError(ErrorCode.Conflict, AD_ACCOUNT_NOT_CONNECTED);
    const token = await this.vault.open(connection, AD_TOKEN_EXPIRED);
    return { connection, client: this.meta.client(token), api: this.meta.api(token) };
  }

  /**
   * Trades the saved token for a fresh one (`renew` asks Meta) and keeps it sealed in its place,
   * unless the buyer connected another token meanwhile. False when nothing was replaced.
   */
  async renewToken(connection: AdConnection, renew: (token: string) => Promise<{ accessToken: string; expiresAt: Date | null }>): Promise<boolean> {
    const renewed = await renew(await this.vault.open(connection, AD_TOKEN_EXPIRED));
    return this.connections.replaceToken(connection.userId, connection.platform, connection.tokenSealed, {
      tokenSealed: this.vault.seal(renewed.accessToken),
      tokenHint: renewed.accessToken.slice(-4),
      expiresAt: renewed.expiresAt,
      checkedAt: this.clock.now(),
    });
  }

  /** Marks the connection expired when Meta refused its token. */
  async noteRefusal(connection: AdConnection, error: unknown): Promise<void> {
    if (error instanceof MetaTokenInvalidError) await this.connections.markExpired(connection.userId, connection.platform, connection.tokenSealed);
  }

  private async accountsOf(api: MetaAdsApi): Promise<AdAccountView[]> {
    return (await api.adAccounts()).map((account) => ({ id: account.id, name: account.name ?? null, currency: account.currency ?? null }));
  }
}

/** The token reached this ad account when last read; anything else is refused before Meta is asked. */
export function assertReachable(connection: AdConnection, adAccountId: string): AdAccountView {
  const account = connection.adAccounts.find((candidate) => candidate.id === adAccountId);
  if (!account) throw new DomainError(ErrorCode.NotFound, AD_ACCOUNT_NOT_REACHABLE);
  return account;
}
