import type { PausedAds, PublishJobBody } from '@reelmix/contracts';
import type {
  AdAccountView,
  AdConnectionStatus,
  AdConnectionView,
  AdPageView,
  AdSetView,
  LastPublicationStatus,
  LiveResultsView,
  PublicationView,
  VerdictMetric,
} from '@reelmix/contracts/browser';
import { ApiError, apiRead, apiRequest, apiWrite, type RequestOptions } from './http';

export type { PausedAds, PublishJobBody };

const META = '/integrations/meta';
const jobPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`;
const metricQuery = (metric: VerdictMetric) => `?metric=${encodeURIComponent(metric)}`;

/** The saved Meta connection, or `{ connection: null }` when none is. */
export function fetchMetaConnection(options?: RequestOptions): Promise<AdConnectionStatus> {
  return apiRead<AdConnectionStatus>(META, options);
}

/** Saves a pasted token once Meta accepts it; 400 with Meta's refusal in the body otherwise. */
export function connectMeta(accessToken: string): Promise<AdConnectionView> {
  return apiWrite<AdConnectionView>('PUT', META, { accessToken });
}

/** Forgets the saved token. Answers 204. */
export function disconnectMeta(): Promise<void> {
  return apiWrite<void>('DELETE', META);
}

export function fetchMetaAdAccounts(options?: RequestOptions): Promise<AdAccountView[]> {
  return apiRead<AdAccountView[]>(`${META}/ad-accounts`, options);
}

export function fetchMetaAdSets(adAccountId: string, options?: RequestOptions): Promise<AdSetView[]> {
  return apiRead<AdSetView[]>(`${META}/ad-sets?adAccountId=${encodeURIComponent(adAccountId)}`, options);
}

export function fetchMetaPages(options?: RequestOptions): Promise<AdPageView[]> {
  return apiRead<AdPageView[]>(`${META}/pages`, options);
}

/** Where and how the customer last published (`{ publication: null }` before the first): the publish form starts there. */
export function fetchLastPublication(options?: RequestOptions): Promise<LastPublicationStatus> {
  return apiRead<LastPublicationStatus>(`${META}/last-publication`, options);
}

/** Starts publishing the job's finished videos into one ad set; answers 202 with the publication. */
export function publishJob(jobId: string, body: PublishJobBody): Promise<PublicationView> {
  return apiWrite<PublicationView>('POST', `${jobPath(jobId)}/publish`, body);
}

export function fetchPublications(jobId: string, options?: RequestOptions): Promise<PublicationView[]> {
  return apiRead<PublicationView[]>(`${jobPath(jobId)}/publications`, options);
}

export function fetchLiveResults(jobId: string, metric: VerdictMetric, options?: RequestOptions): Promise<LiveResultsView> {
  return apiRead<LiveResultsView>(`${jobPath(jobId)}/results${metricQuery(metric)}`, options);
}

/** A refresh asked for too soon after the last: `retryAfterSeconds` from the Retry-After header, when it had one. */
export class RefreshTooSoonError extends ApiError {
  constructor(
    responseText: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(429, '429: Too Many Requests', responseText);
  }
}

/** Retry-After is seconds or an HTTP date; either becomes seconds from now. */
function secondsOfRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Reads the job's ads' insights from Meta now. Read by hand here rather than through `apiWrite`,
 * because a 429 says in its Retry-After header when the next read is allowed.
 */
export async function refreshLiveResults(jobId: string, metric: VerdictMetric): Promise<LiveResultsView> {
  const response = await apiRequest('POST', `${jobPath(jobId)}/insights/refresh${metricQuery(metric)}`);
  const text = await response.text();
  if (response.status === 429) throw new RefreshTooSoonError(text, secondsOfRetryAfter(response.headers.get('Retry-After')));
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  return JSON.parse(text) as LiveResultsView;
}

/** Pauses the buyer's chosen ads of this job; answers the ids Meta paused. */
export function pauseAds(jobId: string, adIds: string[]): Promise<PausedAds> {
  return apiWrite<PausedAds>('POST', `${jobPath(jobId)}/ads/pause`, { adIds });
}
