import { Injectable } from '@nestjs/common';
import {
  type AdAccountView,
  type AdConnectionStatus,
  type AdConnectionView,
  type AdPageView,
  AdSetsQuery,
  type AdSetView,
  ConnectMetaBody,
  ConnectTikTokBody,
  type CurrentUser,
  type LastPublicationStatus,
  LiveResultsRequest,
  type LiveResultsView,
  PauseAdsBody,
  type PausedAds,
  PublishJobBody,
  type PublicationView,
  Rpc,
  TikTokAdvertiserQuery,
  type VerdictMetric,
} from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { validateBody } from '../auth/validate-body';
import { jobId } from '../jobs/job-id';
import { MetaCallsThrottle } from './meta-calls-throttle';

/** `GET /api/integrations/tiktok`: the saved TikTok connection, or null; TikTok has no login offer beside the pasted token. */
export type TikTokConnectionStatus = Pick<AdConnectionStatus, 'connection'>;

/** What the verdicts compare parts on when the query names no metric, as for an uploaded export. */
const DEFAULT_METRIC: VerdictMetric = 'ctr';

/**
 * A customer's Meta and TikTok connections and the publishing of their jobs' videos, whoever signed them in:
 * the app's session routes and the public API both go through here. Everything a client can get
 * wrong is refused before any call; ownership of the job and of the saved token is the jobs
 * service's to check, always against the caller's own id.
 */
@Injectable()
export class CustomerPublishing {
  constructor(
    private readonly rpc: RpcClient,
    private readonly throttle: MetaCallsThrottle,
  ) {}

  async connection(user: CurrentUser): Promise<AdConnectionStatus> {
    return this.rpc.request('jobs', Rpc.MetaConnection, { userId: user.id });
  }

  async connect(user: CurrentUser, body: unknown): Promise<AdConnectionView> {
    const { accessToken } = await validateBody(ConnectMetaBody, body);
    this.throttle.admit('connect', user.id);
    return this.rpc.request('jobs', Rpc.ConnectMeta, { userId: user.id, accessToken });
  }

  async disconnect(user: CurrentUser): Promise<void> {
    await this.rpc.request('jobs', Rpc.DisconnectMeta, { userId: user.id });
  }

  adAccounts(user: CurrentUser): Promise<AdAccountView[]> {
    return this.rpc.request('jobs', Rpc.MetaAdAccounts, { userId: user.id });
  }

  async adSets(user: CurrentUser, query: unknown): Promise<AdSetView[]> {
    const { adAccountId } = await validateBody(AdSetsQuery, query);
    return this.rpc.request('jobs', Rpc.MetaAdSets, { userId: user.id, adAccountId });
  }

  pages(user: CurrentUser): Promise<AdPageView[]> {
    return this.rpc.request('jobs', Rpc.MetaPages, { userId: user.id });
  }

  async tiktokConnection(user: CurrentUser): Promise<TikTokConnectionStatus> {
    return { connection: await this.rpc.request('jobs', Rpc.TikTokConnection, { userId: user.id }) };
  }

  async connectTikTok(user: CurrentUser, body: unknown): Promise<AdConnectionView> {
    const { accessToken, advertiserIds } = await validateBody(ConnectTikTokBody, body);
    this.throttle.admit('tiktokConnect', user.id);
    return this.rpc.request('jobs', Rpc.ConnectTikTok, { userId: user.id, accessToken, advertiserIds });
  }

  async disconnectTikTok(user: CurrentUser): Promise<void> {
    await this.rpc.request('jobs', Rpc.DisconnectTikTok, { userId: user.id });
  }

  async tiktokAdGroups(user: CurrentUser, query: unknown): Promise<AdSetView[]> {
    const { advertiserId } = await validateBody(TikTokAdvertiserQuery, query);
    return this.rpc.request('jobs', Rpc.TikTokAdGroups, { userId: user.id, advertiserId });
  }

  async tiktokIdentities(user: CurrentUser, query: unknown): Promise<AdPageView[]> {
    const { advertiserId } = await validateBody(TikTokAdvertiserQuery, query);
    return this.rpc.request('jobs', Rpc.TikTokIdentities, { userId: user.id, advertiserId });
  }

  async publish(user: CurrentUser, id: string, body: unknown): Promise<PublicationView> {
    const job = jobId(id);
    const settings = await validateBody(PublishJobBody, body);
    return this.rpc.request('jobs', Rpc.PublishJob, { ...settings, jobId: job, userId: user.id, plan: user.plan });
  }

  /** Where the customer last published, so the next round's form starts there. */
  async lastPublication(user: CurrentUser): Promise<LastPublicationStatus> {
    return { publication: await this.rpc.request('jobs', Rpc.LastPublication, { userId: user.id }) };
  }

  publications(user: CurrentUser, id: string): Promise<PublicationView[]> {
    return this.rpc.request('jobs', Rpc.ListPublications, { jobId: jobId(id), userId: user.id, plan: user.plan });
  }

  async refreshInsights(user: CurrentUser, id: string, metric: unknown): Promise<LiveResultsView> {
    const request = await this.resultsRequest(user, id, metric);
    this.throttle.admit('insightsRefresh', user.id);
    return this.rpc.request('jobs', Rpc.RefreshInsights, request);
  }

  async results(user: CurrentUser, id: string, metric: unknown): Promise<LiveResultsView> {
    return this.rpc.request('jobs', Rpc.LiveResults, await this.resultsRequest(user, id, metric));
  }

  async pauseAds(user: CurrentUser, id: string, body: unknown): Promise<PausedAds> {
    const job = jobId(id);
    const { adIds } = await validateBody(PauseAdsBody, body);
    return this.rpc.request('jobs', Rpc.PauseAds, { jobId: job, userId: user.id, plan: user.plan, adIds });
  }

  /** `?metric=` checked with the request it travels in, so its refusal names the allowed metrics. */
  private resultsRequest(user: CurrentUser, id: string, metric: unknown): Promise<LiveResultsRequest> {
    return validateBody(LiveResultsRequest, { jobId: jobId(id), userId: user.id, plan: user.plan, metric: metric === undefined || metric === '' ? DEFAULT_METRIC : metric });
  }
}
