import { listenOnLoopback, type LoopbackServer } from '../fake-meta/http-server';
import { TikTokFaultPlan, type FakeTikTokFaults } from './fault-plan';
import { TikTokRateLimiter } from './rate-limit';
import { FakeTikTokRequestHandler } from './request-handler';
import {
  type FakeTikTokMetrics,
  type FakeTikTokState,
  type FakeTikTokTokenGrant,
  type RecordedTikTokRequest,
} from './tiktok-shapes';
import { FakeTikTokStore } from './tiktok-store';

export interface FakeTikTokApiOptions {
  /** A fixed port on 127.0.0.1 (a developer's settings); tests leave it to a free one. */
  port?: number;
  /** Calls a token may make per second before answers turn to code 40100; no limit when left out. */
  requestsPerSecond?: number;
}

/**
 * A local stand-in for TikTok's Marketing API (TikTok API for Business, v1.3), for tests: the
 * product's client talks to it over HTTP with the requests TikTok documents, and the test seeds
 * tokens and advertisers, sets reports, plans faults and reads back what was published.
 */
export class FakeTikTokApi {
  readonly faults: FakeTikTokFaults;

  private constructor(
    private readonly store: FakeTikTokStore,
    private readonly handler: FakeTikTokRequestHandler,
    private readonly server: LoopbackServer,
    faults: TikTokFaultPlan,
  ) {
    this.faults = faults;
  }

  static async start(options: FakeTikTokApiOptions = {}): Promise<FakeTikTokApi> {
    const store = new FakeTikTokStore();
    const faults = new TikTokFaultPlan(() => {
      store.processingNeverFinishes = true;
    });
    let baseUrl = '';
    const handler = new FakeTikTokRequestHandler(
      store,
      faults,
      new TikTokRateLimiter(options.requestsPerSecond),
      () => baseUrl,
    );
    const server = await listenOnLoopback((request) => handler.handle(request), options.port);
    baseUrl = `http://127.0.0.1:${server.port}`;
    return new FakeTikTokApi(store, handler, server, faults);
  }

  /** `http://127.0.0.1:<port>`; requests go to `${url}/open_api/v1.3/…`. */
  get url(): string {
    return `http://127.0.0.1:${this.server.port}`;
  }

  /** Every request received, oldest first, including refused ones; tokens only as fingerprints. */
  get requests(): RecordedTikTokRequest[] {
    return this.handler.requests;
  }

  /** An access token authorized for these advertisers and identities. */
  addToken(token: string, grant: FakeTikTokTokenGrant): void {
    this.store.addToken(token, grant);
  }

  /** Later calls with this token answer code 40105. */
  revokeToken(token: string): void {
    this.store.revokeToken(token);
  }

  /** A copy of the videos, images and ads of each advertiser. */
  state(): FakeTikTokState {
    return this.store.state();
  }

  /** What TikTok will report for this ad, merged into what was set before. */
  setReport(adId: string, metrics: Partial<FakeTikTokMetrics>): void {
    if (!this.store.ad(adId)) throw new Error(`The fake TikTok API has no ad ${adId}`);
    this.store.reports.set(adId, { ...this.store.reports.get(adId), ...metrics });
  }

  stop(): Promise<void> {
    return this.server.close();
  }
}
