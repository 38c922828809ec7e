import { Controller } from '@nestjs/common';
import {
  type AdAccountView,
  AdConnectionRequest,
  type AdConnectionStatus,
  type AdConnectionView,
  type AdPageView,
  AdSetsRequest,
  type AdSetView,
  ConnectMetaRequest,
  ConnectTikTokRequest,
  JobLookupRequest,
  LiveResultsRequest,
  type LiveResultsView,
  type MetaLoginOffer,
  PauseAdsRequest,
  type PausedAds,
  type PublicationView,
  PublishJobRequest,
  Rpc,
  TikTokAdvertiserRequest,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { randomUUID } from 'node:crypto';
import { type Asked, JobsWorld, OUTPUT_FILE } from './api-v1-stand-ins';

/*
 * The jobs service's publishing calls, played in memory: a connection per customer who sent a
 * token, the job's ownership checked as the real service does (JobsWorld), and every request
 * recorded so a test can see what reached the service and whose it was.
 */

export const AD_ACCOUNT: AdAccountView = { id: 'act_1234567890', name: 'Shop', currency: 'USD' };
export const TIKTOK_ADVERTISER = '7012345678901234567';

export class PublishingWorld {
  static readonly asked: Asked[] = [];
  static readonly connected = new Set<string>();
  /** Customers with a TikTok token saved, and the advertisers they named. */
  static readonly tiktok = new Map<string, string[]>();

  static connection(userId: string): AdConnectionView {
    const at = new Date().toISOString();
    return { platform: 'meta', platformUserId: `su-${userId.slice(0, 8)}`, platformUserName: 'Reelmix system user', tokenHint: 'a1b2', adAccounts: [AD_ACCOUNT], connectedAt: at, checkedAt: at, expiresAt: null, state: 'connected' };
  }

  static tiktokConnection(userId: string, advertiserIds: string[]): AdConnectionView {
    const at = new Date().toISOString();
    const adAccounts = advertiserIds.map((id) => ({ id, name: `Advertiser ${id.slice(-4)}`, currency: 'USD' }));
    return { platform: 'tiktok', platformUserId: `tt-${userId.slice(0, 8)}`, platformUserName: null, tokenHint: 'c3d4', adAccounts, connectedAt: at, checkedAt: at, expiresAt: null, state: 'connected' };
  }

  static publication(request: PublishJobRequest): PublicationView {
    const at = new Date().toISOString();
    return {
      id: randomUUID(),
      jobId: request.jobId,
      platform: request.platform,
      adAccountId: request.adAccountId,
      adSetId: request.adSetId,
      pageId: request.pageId,
      ctaLinks: request.ctaLinks ?? [],
      primaryText: request.primaryText,
      headline: request.headline ?? null,
      callToAction: request.callToAction,
      link: request.link,
      status: request.status ?? 'PAUSED',
      state: 'publishing',
      counts: { queued: 1, uploading: 0, processing: 0, creating: 0, published: 0, failed: 0 },
      outputs: [{ fileName: OUTPUT_FILE, state: 'queued', adName: OUTPUT_FILE.replace(/\.mp4$/, ''), videoId: null, creativeId: null, adId: null, adStatus: null, error: null, updatedAt: at }],
      createdAt: at,
      updatedAt: at,
    };
  }

  static results(request: LiveResultsRequest): LiveResultsView {
    return { jobId: request.jobId, report: null, metric: request.metric ?? 'ctr', readAt: null, nextReadAt: null, ads: 0, impressionsNeeded: null, lastError: null, rounds: [] };
  }
}

const record = (pattern: string, payload: object) => PublishingWorld.asked.push({ pattern, payload: { ...payload } });

@Controller()
export class PublishingStandIn {
  @OnRequest(Rpc.ConnectMeta)
  async connect(request: ConnectMetaRequest): Promise<AdConnectionView> {
    record(Rpc.ConnectMeta, request);
    PublishingWorld.connected.add(request.userId);
    return PublishingWorld.connection(request.userId);
  }

  @OnRequest(Rpc.MetaConnection)
  async connection(request: AdConnectionRequest): Promise<AdConnectionStatus> {
    record(Rpc.MetaConnection, request);
    return { connection: PublishingWorld.connected.has(request.userId) ? PublishingWorld.connection(request.userId) : null, facebookLogin: false };
  }

  /** These tests cover the pasted token; meta-login-routes.e2e-spec.ts covers Facebook Login. */
  @OnRequest(Rpc.MetaLoginOffer)
  async loginOffer(): Promise<MetaLoginOffer> {
    return { offered: false };
  }

  @OnRequest(Rpc.DisconnectMeta)
  async disconnect(request: AdConnectionRequest): Promise<{ disconnected: boolean }> {
    record(Rpc.DisconnectMeta, request);
    return { disconnected: PublishingWorld.connected.delete(request.userId) };
  }

  @OnRequest(Rpc.MetaAdAccounts)
  async adAccounts(request: AdConnectionRequest): Promise<AdAccountView[]> {
    record(Rpc.MetaAdAccounts, request);
    return [AD_ACCOUNT];
  }

  @OnRequest(Rpc.MetaAdSets)
  async adSets(request: AdSetsRequest): Promise<AdSetView[]> {
    record(Rpc.MetaAdSets, request);
    return [{ id: '2384000000000001', name: 'Broad US', campaignId: '2384000000000000', campaignName: 'Creative test', status: 'ACTIVE', optimizationGoal: 'LINK_CLICKS' }];
  }

  @OnRequest(Rpc.MetaPages)
  async pages(request: AdConnectionRequest): Promise<AdPageView[]> {
    record(Rpc.MetaPages, request);
    return [{ id: '100000000000001', name: 'Shop' }];
  }

  @OnRequest(Rpc.ConnectTikTok)
  async connectTikTok(request: ConnectTikTokRequest): Promise<AdConnectionView> {
    record(Rpc.ConnectTikTok, request);
    PublishingWorld.tiktok.set(request.userId, request.advertiserIds);
    return PublishingWorld.tiktokConnection(request.userId, request.advertiserIds);
  }

  @OnRequest(Rpc.TikTokConnection)
  async tiktokConnection(request: AdConnectionRequest): Promise<AdConnectionView | null> {
    record(Rpc.TikTokConnection, request);
    const advertiserIds = PublishingWorld.tiktok.get(request.userId);
    return advertiserIds ? PublishingWorld.tiktokConnection(request.userId, advertiserIds) : null;
  }

  @OnRequest(Rpc.DisconnectTikTok)
  async disconnectTikTok(request: AdConnectionRequest): Promise<{ disconnected: boolean }> {
    record(Rpc.DisconnectTikTok, request);
    return { disconnected: PublishingWorld.tiktok.delete(request.userId) };
  }

  @OnRequest(Rpc.TikTokAdGroups)
  async adGroups(request: TikTokAdvertiserRequest): Promise<AdSetView[]> {
    record(Rpc.TikTokAdGroups, request);
    return [{ id: '1790000000000001', name: 'US 18-34', campaignId: '1790000000000000', campaignName: 'Spark test', status: 'ENABLE', optimizationGoal: 'CLICK' }];
  }

  @OnRequest(Rpc.TikTokIdentities)
  async identities(request: TikTokAdvertiserRequest): Promise<AdPageView[]> {
    record(Rpc.TikTokIdentities, request);
    return [{ id: '6900000000000001', identityType: 'CUSTOMIZED_USER', name: 'Shop' }];
  }

  @OnRequest(Rpc.PublishJob)
  async publish(request: PublishJobRequest): Promise<PublicationView> {
    record(Rpc.PublishJob, request);
    JobsWorld.owned(request.jobId, request.userId);
    return PublishingWorld.publication(request);
  }

  @OnRequest(Rpc.ListPublications)
  async publications(request: JobLookupRequest): Promise<PublicationView[]> {
    record(Rpc.ListPublications, request);
    JobsWorld.owned(request.jobId, request.userId);
    return [];
  }

  @OnRequest(Rpc.RefreshInsights)
  async refresh(request: LiveResultsRequest): Promise<LiveResultsView> {
    record(Rpc.RefreshInsights, request);
    JobsWorld.owned(request.jobId, request.userId);
    return PublishingWorld.results(request);
  }

  @OnRequest(Rpc.LiveResults)
  async results(request: LiveResultsRequest): Promise<LiveResultsView> {
    record(Rpc.LiveResults, request);
    JobsWorld.owned(request.jobId, request.userId);
    return PublishingWorld.results(request);
  }

  @OnRequest(Rpc.PauseAds)
  async pause(request: PauseAdsRequest): Promise<PausedAds> {
    record(Rpc.PauseAds, request);
    JobsWorld.owned(request.jobId, request.userId);
    return { paused: request.adIds };
  }
}
