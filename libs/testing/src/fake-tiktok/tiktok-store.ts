import {
  type FakeTikTokAd,
  type FakeTikTokAdGroupSeed,
  type FakeTikTokAdvertiserSeed,
  type FakeTikTokAdvertiserState,
  type FakeTikTokImage,
  type FakeTikTokMetrics,
  type FakeTikTokState,
  type FakeTikTokTokenGrant,
  type FakeTikTokVideo,
} from './tiktok-shapes';
import { newAdId } from './tiktok-ids';
import { type ChunkUploadTask, type UploadedFileRecord } from './video-upload';

export interface AdvertiserRecord extends FakeTikTokAdvertiserState {
  seed: FakeTikTokAdvertiserSeed;
}

export interface TokenRecord {
  grant: FakeTikTokTokenGrant;
  revoked: boolean;
  coreUserId: string;
}

export interface AdGroupRecord {
  seed: FakeTikTokAdGroupSeed;
  campaignId: string;
  advertiserId: string;
}

/** Everything the fake TikTok API knows; routes read and change it, the test reads copies of it. */
export class FakeTikTokStore {
  readonly tokens = new Map<string, TokenRecord>();
  readonly advertisers = new Map<string, AdvertiserRecord>();
  readonly adGroups = new Map<string, AdGroupRecord>();
  readonly reports = new Map<string, Partial<FakeTikTokMetrics>>();
  readonly uploadTasks = new Map<string, ChunkUploadTask>();
  /** Files finished through the chunked flow, by `file_id`, until uploaded to an advertiser's library. */
  readonly files = new Map<string, UploadedFileRecord>();
  processingNeverFinishes = false;

  constructor(readonly now: () => Date = () => new Date()) {}

  /** An advertiser seeded by several tokens is one advertiser: the first seed is kept with its objects. */
  addToken(token: string, grant: FakeTikTokTokenGrant): void {
    for (const seed of grant.advertiserIds) {
      if (!/^\d+$/.test(seed.id)) throw new Error(`TikTok advertiser ids are digits; got ${seed.id}`);
      if (this.advertisers.has(seed.id)) continue;
      this.advertisers.set(seed.id, { seed: structuredClone(seed), videos: [], images: [], ads: [] });
      for (const campaign of seed.campaigns) {
        for (const adGroup of campaign.adGroups) {
          this.adGroups.set(adGroup.id, { seed: adGroup, campaignId: campaign.id, advertiserId: seed.id });
        }
      }
    }
    this.tokens.set(token, { grant: structuredClone(grant), revoked: false, coreUserId: newAdId() });
  }

  revokeToken(token: string): void {
    const record = this.tokens.get(token);
    if (!record) throw new Error('The fake TikTok API was never given this token');
    record.revoked = true;
  }

  reaches(grant: FakeTikTokTokenGrant, advertiserId: string): boolean {
    return grant.advertiserIds.some((advertiser) => advertiser.id === advertiserId);
  }

  advertiser(advertiserId: string): AdvertiserRecord {
    const advertiser = this.advertisers.get(advertiserId);
    if (!advertiser) throw new Error(`No advertiser ${advertiserId}`);
    return advertiser;
  }

  addVideo(video: FakeTikTokVideo): void {
    this.advertiser(video.advertiserId).videos.push(video);
  }

  addImage(image: FakeTikTokImage): void {
    this.advertiser(image.advertiserId).images.push(image);
  }

  addAd(ad: FakeTikTokAd): void {
    this.advertiser(ad.advertiserId).ads.push(ad);
  }

  ad(adId: string): FakeTikTokAd | undefined {
    for (const advertiser of this.advertisers.values()) {
      const ad = advertiser.ads.find((known) => known.id === adId);
      if (ad) return ad;
    }
    return undefined;
  }

  state(): FakeTikTokState {
    const advertisers: FakeTikTokState['advertisers'] = {};
    for (const [id, { videos, images, ads }] of this.advertisers) {
      advertisers[id] = structuredClone({ videos, images, ads });
    }
    return { advertisers };
  }
}
