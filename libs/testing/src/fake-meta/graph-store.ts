import {
  type FakeAd,
  type FakeAdAccountSeed,
  type FakeAdAccountState,
  type FakeAdImage,
  type FakeAdSetSeed,
  type FakeCampaignSeed,
  type FakeCreative,
  type FakeGraphState,
  type FakeInsightsRow,
  type FakePageSeed,
  type FakeTokenGrant,
  type FakeVideo,
} from './graph-shapes';
import { type UploadSession } from './video-upload';

export interface AdAccountRecord extends FakeAdAccountState {
  seed: FakeAdAccountSeed;
}

export interface TokenRecord {
  grant: FakeTokenGrant;
  revoked: boolean;
}

export type NodeKind = 'campaign' | 'adset' | 'video' | 'creative' | 'ad';

/** Where a node id points: its kind and the ad account it belongs to. */
export interface NodeEntry {
  kind: NodeKind;
  adAccountId: string;
}

export interface AdSetRecord {
  seed: FakeAdSetSeed;
  campaignId: string;
  adAccountId: string;
}

/** Everything the fake Graph API knows; routes read and change it, the test reads copies of it. */
export class FakeGraphStore {
  readonly tokens = new Map<string, TokenRecord>();
  readonly adAccounts = new Map<string, AdAccountRecord>();
  readonly campaigns = new Map<string, { seed: FakeCampaignSeed; adAccountId: string }>();
  readonly adSets = new Map<string, AdSetRecord>();
  readonly insights = new Map<string, Partial<FakeInsightsRow>>();
  readonly uploadSessions = new Map<string, UploadSession>();
  private readonly nodes = new Map<string, NodeEntry>();

  constructor(readonly now: () => Date = () => new Date()) {}

  /** An ad account seeded by several tokens is one account: the first seed is kept with its objects. */
  addToken(token: string, grant: FakeTokenGrant): void {
    for (const seed of grant.adAccounts) {
      if (!/^act_\d+$/.test(seed.id)) throw new Error(`Ad account ids are 'act_' and digits; got ${seed.id}`);
      if (this.adAccounts.has(seed.id)) continue;
      this.adAccounts.set(seed.id, { seed, videos: [], creatives: [], ads: [], images: [] });
      for (const campaign of seed.campaigns) {
        this.campaigns.set(campaign.id, { seed: campaign, adAccountId: seed.id });
        this.nodes.set(campaign.id, { kind: 'campaign', adAccountId: seed.id });
        for (const adSet of campaign.adSets) {
          this.adSets.set(adSet.id, { seed: adSet, campaignId: campaign.id, adAccountId: seed.id });
          this.nodes.set(adSet.id, { kind: 'adset', adAccountId: seed.id });
        }
      }
    }
    this.tokens.set(token, { grant: structuredClone(grant), revoked: false });
  }

  revokeToken(token: string): void {
    const record = this.tokens.get(token);
    if (!record) throw new Error('The fake Graph API was never given this token');
    record.revoked = true;
  }

  reaches(grant: FakeTokenGrant, adAccountId: string): boolean {
    return grant.adAccounts.some((account) => account.id === adAccountId);
  }

  page(grant: FakeTokenGrant, pageId: string): FakePageSeed | undefined {
    return grant.pages.find((page) => page.id === pageId);
  }

  node(id: string): NodeEntry | undefined {
    return this.nodes.get(id);
  }

  account(adAccountId: string): AdAccountRecord {
    const account = this.adAccounts.get(adAccountId);
    if (!account) throw new Error(`No ad account ${adAccountId}`);
    return account;
  }

  addVideo(video: FakeVideo): void {
    this.account(video.adAccountId).videos.push(video);
    this.nodes.set(video.id, { kind: 'video', adAccountId: video.adAccountId });
  }

  addCreative(creative: FakeCreative): void {
    this.account(creative.adAccountId).creatives.push(creative);
    this.nodes.set(creative.id, { kind: 'creative', adAccountId: creative.adAccountId });
  }

  addAd(ad: FakeAd): void {
    this.account(ad.adAccountId).ads.push(ad);
    this.nodes.set(ad.id, { kind: 'ad', adAccountId: ad.adAccountId });
  }

  addImage(image: FakeAdImage): void {
    const images = this.account(image.adAccountId).images;
    if (!images.some((known) => known.hash === image.hash)) images.push(image);
  }

  video(id: string): FakeVideo | undefined {
    return this.findIn('video', id, (account) => account.videos);
  }

  creative(id: string): FakeCreative | undefined {
    return this.findIn('creative', id, (account) => account.creatives);
  }

  ad(id: string): FakeAd | undefined {
    return this.findIn('ad', id, (account) => account.ads);
  }

  state(): FakeGraphState {
    const adAccounts: FakeGraphState['adAccounts'] = {};
    for (const [id, { videos, creatives, ads, images }] of this.adAccounts) {
      adAccounts[id] = structuredClone({ videos, creatives, ads, images });
    }
    return { adAccounts };
  }

  private findIn<T extends { id: string }>(
    kind: NodeKind,
    id: string,
    list: (account: AdAccountRecord) => T[],
  ): T | undefined {
    const entry = this.nodes.get(id);
    if (entry?.kind !== kind) return undefined;
    return list(this.account(entry.adAccountId)).find((row) => row.id === id);
  }
}
