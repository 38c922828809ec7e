import { setTimeout as sleepFor } from 'node:timers/promises';
import { type GraphCallContext, MetaRateLimitedError, graphErrorFrom, graphNetworkError } from './graph-errors';
import { type MetaGraphSettings } from './graph-settings';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, withRetries } from './retry-policy';
import { DEFAULT_USAGE_WAIT, type GraphUsage, type UsageWaitOptions, describeHighUsage, parseUsageHeaders, waitBeforeNextCall } from './usage-headers';

/** Query or form values; objects and arrays go as JSON, as the Graph API reads them. */
export type GraphParams = Record<string, string | number | boolean | object | null | undefined>;

export interface MetaGraphClientOptions {
  settings: MetaGraphSettings;
  /** A user or system-user token. Sent only in the Authorization header. */
  accessToken: string;
  /** Per request, unless the call says otherwise. */
  timeoutMs?: number;
  usageWait?: UsageWaitOptions;
  /** The wait after a rate limit when no usage header says how long. */
  rateLimitBackoffMs?: number;
  retry?: RetryPolicy;
  /** Where waits for the limits are announced; never given the token. */
  logger?: { warn(message: string): void };
  /** For tests. */
  fetch?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface GraphCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Uploads go to the video host. */
  host?: 'graph' | 'video';
  /**
   * The call creates something: it is not sent again after a timeout or a dropped connection,
   * where the first request may already have made the object.
   */
  creates?: boolean;
  /** No retries at all: the caller handles failures itself (as the upload does with offsets). */
  noRetry?: boolean;
}

/** A page of a Graph edge. */
export interface GraphPage<T> {
  data: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string };
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_RATE_LIMIT_BACKOFF_MS = 60_000;

/**
 * The Graph API over fetch, for one access token. Every answer's usage headers are read: near a
 * limit the next call waits (or, when the wait is longer than the retry policy sits through, fails
 * at once as rate limited, since calls at the limit lengthen the block). Failures become the typed
 * errors of graph-errors.ts, and retryable ones are tried again per the retry policy.
 */
export class MetaGraphClient {
  /** The usage Meta reported on the latest answer. */
  lastUsage?: GraphUsage;
  private notBefore = 0;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: MetaGraphClientOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms, signal) => sleepFor(ms, undefined, { signal }));
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
  }

  get settings(): MetaGraphSettings {
    return this.options.settings;
  }

  get<T>(path: string, params: GraphParams = {}, options: GraphCallOptions = {}): Promise<T> {
    const query = encodeParams(params);
    return this.withPolicy(options, () => this.send<T>('GET', path, query ? `?${query}` : '', undefined, options));
  }

  /** A form post (`application/x-www-form-urlencoded`), as Meta's own examples send. */
  post<T>(path: string, params: GraphParams = {}, options: GraphCallOptions = {}): Promise<T> {
    return this.withPolicy(options, () => this.send<T>('POST', path, '', new URLSearchParams(encodeParams(params)), options));
  }

  /** A multipart post, for files; `form` is built anew for each try. */
  postMultipart<T>(path: string, form: () => FormData | Promise<FormData>, options: GraphCallOptions = {}): Promise<T> {
    return this.withPolicy(options, async () => this.send<T>('POST', path, '', await form(), options));
  }

  /** Every item of an edge, page by page, following the `after` cursor while Meta says there is more. */
  async *paginate<T>(path: string, params: GraphParams = {}, options: GraphCallOptions = {}): AsyncGenerator<T> {
    let after: string | undefined;
    do {
      // The cursor, not `paging.next`: that URL is Meta's and could name another host or carry a token.
      const page = await this.get<GraphPage<T>>(path, after ? { ...params, after } : params, options);
      yield* page.data ?? [];
      after = page.paging?.next ? page.paging.cursors?.after : undefined;
    } while (after);
  }

  /** All items of an edge in one array; for the small edges (accounts, pages, campaigns). */
  async collect<T>(path: string, params: GraphParams = {}, options: GraphCallOptions = {}): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this.paginate<T>(path, params, options)) items.push(item);
    return items;
  }

  private withPolicy<T>(options: GraphCallOptions, call: () => Promise<T>): Promise<T> {
    if (options.noRetry) return call();
    return withRetries(call, {
      policy: this.retry,
      repeatWhenUnsure: !options.creates,
      signal: options.signal,
      sleep: this.sleep,
      onRetry: ({ error, attempt, waitMs }) => this.options.logger?.warn(`${error.message}; try ${attempt + 1} in ${waitMs} ms`),
    });
  }

  private async send<T>(method: 'GET' | 'POST', path: string, query: string, body: URLSearchParams | FormData | undefined, options: GraphCallOptions): Promise<T> {
    const context: GraphCallContext = { method, path: normalisePath(path) };
    await this.waitForUsage(context, options.signal);
    const { baseUrl, videoUrl, version } = this.options.settings;
    const url = `${options.host === 'video' ? videoUrl : baseUrl}/${version}${context.path}${query}`;
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

    let response: Response;
    let text: string;
    try {
      response = await this.fetch(url, { method, body, signal, headers: { authorization: `Bearer ${this.options.accessToken}`, accept: 'application/json' } });
      text = await response.text();
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw graphNetworkError(context, error, timeout.aborted ? timeoutMs : undefined);
    }

    const usage = parseUsageHeaders(response.headers);
    this.noteUsage(usage);
    const parsed = parseJson(text);
    if (!response.ok || (parsed && typeof parsed === 'object' && 'error' in parsed)) {
      throw graphErrorFrom({ status: response.status, body: parsed, usage }, context, this.options.rateLimitBackoffMs ?? DEFAULT_RATE_LIMIT_BACKOFF_MS);
    }
    if (parsed === undefined) throw graphErrorFrom({ status: 502, body: undefined, usage }, context, 0);
    return parsed as T;
  }

  private noteUsage(usage: GraphUsage): void {
    this.lastUsage = usage;
    const usageWait = this.options.usageWait ?? DEFAULT_USAGE_WAIT;
    const waitMs = waitBeforeNextCall(usage, usageWait);
    if (waitMs <= 0) return;
    this.notBefore = Math.max(this.notBefore, this.now() + waitMs);
    const high = describeHighUsage(usage, usageWait.thresholdPercent) || 'a block Meta announced';
    this.options.logger?.warn(`Meta usage at ${high}; holding the next call ${waitMs} ms`);
  }

  private async waitForUsage(context: GraphCallContext, signal?: AbortSignal): Promise<void> {
    const waitMs = this.notBefore - this.now();
    if (waitMs <= 0) return;
    if (waitMs > this.retry.maxWaitMs) throw new MetaRateLimitedError(context, 429, undefined, waitMs, true);
    await this.sleep(waitMs, signal);
  }
}

function encodeParams(params: GraphParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}

function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
