import { Inject, Injectable } from '@nestjs/common';
import { type TikTokAdsApi, type TikTokClient, TikTokRequestRefusedError, TikTokTokenInvalidError } from '@reelmix/ad-platforms';
import {
  type AdAccountView,
  type AdConnectionView,
  type AdPageView,
  type AdSetView,
  DomainError,
  ErrorCode,
  TIKTOK_NOT_CONNECTED,
  TIKTOK_TOKEN_EXPIRED,
  TIKTOK_TOKEN_REFUSED,
} from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import type { AdConnection } from './ad-connection.entity';
import { adSetViews, connectionRow, toAdConnectionView } from './ad-connection-view';
import { AdConnectionsRepository } from './ad-connections.repository';
import { AdTokenVault } from './ad-token-vault';
import { assertReachable } from './meta-connections.service';
import { domainErrorOfPlatform } from './platform-errors';
import { TikTokApiFactory } from './tiktok-api-factory';

/** A connected buyer's TikTok access, opened for one piece of work. */
export interface TikTokAccess {
  connection: AdConnection;
  client: TikTokClient;
  api: TikTokAdsApi;
}

/**
 * A buyer's TikTok connection: a Marketing API token and the advertisers it was granted (TikTok
 * lists a token's advertisers only to the app that made it, so the buyer names them), checked with
 * TikTok when pasted, sealed like Meta's, and marked expired the first time TikTok refuses it.
 */
@Injectable()
export class TikTokConnectionsService {
  constructor(
    private readonly connections: AdConnectionsRepository,
    private readonly tiktok: TikTokApiFactory,
    private readonly vault: AdTokenVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async connect(userId: string, accessToken: string, advertiserIds: string[]): Promise<AdConnectionView> {
    this.vault.assertAvailable();
    const api = this.tiktok.api(this.tiktok.client(accessToken));
    let checked: [{ id: string; name?: string }, AdAccountView[]];
    try {
      checked = await Promise.all([api.user(), this.advertisersOf(api, [...new Set(advertiserIds)])]);
    } catch (error) {
      // A wrong token, or an advertiser the token was not granted (TikTok refuses it by name).
      if (error instanceof TikTokTokenInvalidError || error instanceof TikTokRequestRefusedError) throw new DomainError(ErrorCode.ValidationFailed, TIKTOK_TOKEN_REFUSED);
      throw domainErrorOfPlatform(error);
    }
    const [user, adAccounts] = checked;
    const now = this.clock.now();
    // TikTok's long-term Marketing API tokens do not expire; a revoked one is marked when refused.
    const row = connectionRow({ userId, platform: 'tiktok', accessToken, tokenSealed: this.vault.seal(accessToken), platformUser: user, adAccounts, now, expiresAt: null });
    await this.connections.save(row);
    return toAdConnectionView(row);
  }

  async status(userId: string): Promise<AdConnectionView | null> {
    const row = await this.connections.find(userId, 'tiktok');
    return row ? toAdConnectionView(row) : null;
  }

  async disconnect(userId: string): Promise<{ disconnected: boolean }> {
    return { disconnected: await this.connections.remove(userId, 'tiktok') };
  }

  /** An advertiser's ad groups, each with its campaign's name, in the shape Meta's ad sets have. */
  async adGroups(userId: string, advertiserId: string): Promise<AdSetView[]> {
    return this.withAccess(userId, async ({ api, connection }) => {
      assertReachable(connection, advertiserId);
      const [campaigns, adGroups] = await Promise.all([api.campaigns(advertiserId), api.adGroups(advertiserId)]);
      return adSetViews(campaigns, adGroups.map((adGroup) => ({ ...adGroup, status: adGroup.operationStatus })));
    });
  }

  async identities(userId: string, advertiserId: string): Promise<AdPageView[]> {
    return this.withAccess(userId, async ({ api, connection }) => {
      assertReachable(connection, advertiserId);
      return (await api.identities(advertiserId)).map((identity) => ({ id: identity.id, name: identity.displayName ?? null, identityType: identity.type }));
    });
  }

  async withAccess<T>(userId: string, work: (access: TikTokAccess) => Promise<T>): Promise<T> {
    const access = await this.open(userId);
    try {
      return await work(access);
    } catch (error) {
      await this.noteRefusal(access.connection, error);
      throw domainErrorOfPlatform(error);
    }
  }

  async open(userId: string): Promise<TikTokAccess> {
    const connection = await this.connections.find(userId, 'tiktok');
    this.vault.assertAvailable();
    if (!connection) throw new DomainError(ErrorCode.Conflict, TIKTOK_NOT_CONNECTED);
    const client = this.tiktok.client(await this.vault.open(connection, TIKTOK_TOKEN_EXPIRED));
    return { connection, client, api: this.tiktok.api(client) };
  }

  async noteRefusal(connection: AdConnection, error: unknown): Promise<void> {
    if (error instanceof TikTokTokenInvalidError) await this.connections.markExpired(connection.userId, connection.platform, connection.tokenSealed);
  }

  private async advertisersOf(api: TikTokAdsApi, advertiserIds: string[]): Promise<AdAccountView[]> {
    return (await api.advertisers(advertiserIds)).map((advertiser) => ({ id: advertiser.id, name: advertiser.name ?? null, currency: advertiser.currency ?? null }));
  }
}
