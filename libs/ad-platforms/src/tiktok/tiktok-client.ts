import { setTimeout as sleepFor } from 'node:timers/promises';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryLoop } from '../shared/retry-loop';
import { type TikTokCallContext, type TikTokEnvelope, type TikTokApiError, tiktokErrorFrom, tiktokNetworkError, tiktokRetryFailure, TIKTOK_CODES } from './tiktok-errors';
import { type TikTokApiSettings, tiktokApiUrl, tiktokPath } from './tiktok-settings';

/** Query values; arrays and objects go as JSON (`advertiser_ids=["1","2"]`), as TikTok reads them. */
export type TikTokParams = Record<string, string | number | boolean | object | null | undefined>;

export interface TikTokClientOptions {
  settings: TikTokApiSettings;
  /** An advertiser's long-lived token. Sent only in the Access-Token header. */
  accessToken: string;
  /** Per request, unless the call says otherwise. */
  timeoutMs?: number;
  /** The wait after a rate limit; TikTok's answer names none. */
  rateLimitBackoffMs?: number;
  retry?: RetryPolicy;
  /** Where retries are announced; never given the token. */
  logger?: { warn(message: string): void };
  /** For tests. */
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface TikTokCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * The call creates something: it is not sent again after a timeout or a dropped connection,
   * where the first request may already have made the object.
   */
  creates?: boolean;
}

/** The `page_info` of TikTok's list answers. */
export interface TikTokPageInfo {
  page?: number;
  page_size?: number;
  total_number?: number;
  total_page?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
// TikTok counts requests per second and per minute and does not say which limit was hit; a
// minute covers both.
const DEFAULT_RATE_LIMIT_BACKOFF_MS = 60_000;
const PAGE_SIZE = 100;

/**
 * TikTok's Marketing API over fetch, for one access token. Every answer is HTTP 200 with
 * `{ code, message, request_id, data }`; anything but code 0 becomes a typed error of
 * tiktok-errors.ts, and the retryable ones are tried again per the shared retry policy.
 * Calls answer `data`.
 */
export class TikTokClient {
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly options: TikTokClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms, signal) => sleepFor(ms, undefined, { signal }));
  }

  get settings(): TikTokApiSettings {
    return this.options.settings;
  }

  get<T>(path: string, params: TikTokParams = {}, options: TikTokCallOptions = {}): Promise<T> {
    const query = encodeParams(params);
    return this.withPolicy(options, () => this.send<T>('GET', path, query ? `?${query}` : '', undefined, options));
  }

  /** A JSON post, as TikTok's write endpoints take. */
  post<T>(path: string, body: object, options: TikTokCallOptions = {}): Promise<T> {
    return this.withPolicy(options, () => this.send<T>('POST', path, '', JSON.stringify(body), options));
  }

  /** A multipart post, for files; `form` is built anew for each try. */
  postMultipart<T>(path: string, form: () => FormData | Promise<FormData>, options: TikTokCallOptions = {}): Promise<T> {
    return this.withPolicy(options, async () => this.send<T>('POST', path, '', await form(), options));
  }

  /** Every item of a list endpoint, page by page, while `page_info` says there are more pages. */
  async collect<T>(path: string, params: TikTokParams, listKey: string, options: TikTokCallOptions = {}): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const data = await this.get<Record<string, unknown> & { page_info?: TikTokPageInfo }>(path, { ...params, page, page_size: PAGE_SIZE }, options);
      const list = data?.[listKey];
      if (Array.isArray(list)) items.push(...(list as T[]));
      if (!Array.isArray(list) || list.length === 0 || page >= (data.page_info?.total_page ?? 1)) return items;
    }
  }

  private withPolicy<T>(options: TikTokCallOptions, call: () => Promise<T>): Promise<T> {
    return retryLoop<T, TikTokApiError>(tiktokRetryFailure, call, {
      policy: this.options.retry ?? DEFAULT_RETRY_POLICY,
      repeatWhenUnsure: !options.creates,
      signal: options.signal,
      sleep: this.sleep,
      onRetry: ({ error, attempt, waitMs }) => this.options.logger?.warn(`${error.message}; try ${attempt + 1} in ${waitMs} ms`),
    });
  }

  private async send<T>(method: 'GET' | 'POST', path: string, query: string, body: string | FormData | undefined, options: TikTokCallOptions): Promise<T> {
    const context: TikTokCallContext = { method, path: tiktokPath(path) };
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = { 'access-token': this.options.accessToken, accept: 'application/json' };
    if (typeof body === 'string') headers['content-type'] = 'application/json';

    let response: Response;
    let text: string;
    try {
      response = await this.fetch(`${tiktokApiUrl(this.options.settings, path)}${query}`, { method, body, signal, headers });
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw tiktokNetworkError(context, error, timeout.aborted ? timeoutMs : undefined);
    }

    const envelope = parseEnvelope(text);
    if (!response.ok || envelope?.code !== TIKTOK_CODES.ok) {
      throw tiktokErrorFrom(response.status, envelope, context, this.options.rateLimitBackoffMs ?? DEFAULT_RATE_LIMIT_BACKOFF_MS);
    }
    return envelope.data as T;
  }
}

export function encodeParams(params: TikTokParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

/** The envelope, or undefined when the answer is not one (an HTML error page from a proxy, say). */
function parseEnvelope(text: string): TikTokEnvelope | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && 'code' in parsed ? (parsed as TikTokEnvelope) : undefined;
  } catch {
    return undefined;
  }
}
