import { FaultPlan, type FakeGraphFaults } from './fault-plan';
import { FakeGraphStore } from './graph-store';
import { type FakeGraphState, type FakeInsightsRow, type FakeTokenGrant, type RecordedRequest } from './graph-shapes';
import { listenOnLoopback, type LoopbackServer } from './http-server';
import { withReportingDay } from './insights-rows';
import { type FakeLoginApp, FakeLoginOAuth, type FakeLoginPlan } from './login-oauth';
import { FakeGraphRequestHandler } from './request-handler';
import { UsageMeter } from './usage-headers';

/** The Graph API version the product is written against; requests go to `${url}/${version}/…`. */
export const DEFAULT_GRAPH_API_VERSION = 'v24.0';

export interface FakeGraphApiOptions {
  version?: string;
  /** A fixed port on 127.0.0.1 (`npm run fake-platforms`); tests leave it to a free one. */
  port?: number;
}

/**
 * A local stand-in for Meta's Graph API (Marketing API part), for tests: the product's client
 * talks to it over HTTP with the requests Meta documents, and the test seeds tokens and ad
 * accounts, sets insights, plans faults and reads back what was published.
 */
export class FakeGraphApi {
  readonly faults: FakeGraphFaults;

  private constructor(
    readonly version: string,
    private readonly store: FakeGraphStore,
    private readonly handler: FakeGraphRequestHandler,
    private readonly server: LoopbackServer,
    faults: FaultPlan,
    private readonly login: FakeLoginOAuth,
  ) {
    this.faults = faults;
  }

  static async start(options: FakeGraphApiOptions = {}): Promise<FakeGraphApi> {
    const version = options.version ?? DEFAULT_GRAPH_API_VERSION;
    const store = new FakeGraphStore();
    const faults = new FaultPlan();
    let baseUrl = '';
    const login = new FakeLoginOAuth(store);
    const handler = new FakeGraphRequestHandler(store, faults, new UsageMeter(faults), version, () => baseUrl, login);
    const server = await listenOnLoopback((request) => handler.handle(request), options.port);
    baseUrl = `http://127.0.0.1:${server.port}`;
    return new FakeGraphApi(version, store, handler, server, faults, login);
  }

  /** The base URL, without the version. */
  get url(): string {
    return `http://127.0.0.1:${this.server.port}`;
  }

  /** Every request received, oldest first, including refused ones; tokens only as fingerprints. */
  get requests(): RecordedRequest[] {
    return this.handler.requests;
  }

  /** A system-user token reaching these ad accounts and pages. */
  addToken(token: string, grant: FakeTokenGrant): void {
    this.store.addToken(token, grant);
  }

  /** The Meta app Facebook Login signs into: the dialog and the code exchange check its id and secret. */
  setApp(app: FakeLoginApp): void {
    this.login.setApp(app);
  }

  /**
   * The next visit to the login dialog (`${url}/${version}/dialog/oauth`, on this host) is a person
   * who approves at once, and whose tokens reach `grant`; or, with `deny`, one who refuses.
   */
  planLogin(grant: FakeTokenGrant, plan: FakeLoginPlan = {}): void {
    this.login.plan(grant, plan);
  }

  /** Later calls with this token answer OAuthException code 190. */
  revokeToken(token: string): void {
    this.store.revokeToken(token);
  }

  /** A copy of the videos, creatives, ads and images of each ad account. */
  state(): FakeGraphState {
    return this.store.state();
  }

  /**
   * What Meta will report for this ad, merged into what was set before. Ids and names come from
   * the ad itself; `date_start`/`date_stop` default to today.
   */
  setInsights(adId: string, row: Partial<FakeInsightsRow>): void {
    if (!this.store.ad(adId)) throw new Error(`The fake Graph API has no ad ${adId}`);
    const earlier = this.store.insights.get(adId) ?? {};
    this.store.insights.set(adId, withReportingDay({ ...earlier, ...structuredClone(row) }, this.store.now()));
  }

  stop(): Promise<void> {
    return this.server.close();
  }
}
