/**
 * The customer app's call conventions, shared by every `api/<resource>.ts` module:
 * paths live under /api, cookies go along, nothing is served from a cache, JSON bodies say so,
 * and failures carry the messages the product shows.
 */

const API_BASE = '/api';

// Account, job and payment answers change under the user's feet; a cached copy would show stale state.
const NO_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
};

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** A failed call. `message` is what the product shows; `status` lets callers branch (401, 403, 409). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The raw response text, for callers that parse error details out of it. */
    readonly responseText: string,
  ) {
    super(message);
  }
}

/** `/auth/me` becomes `/api/auth/me`; a path already under `/api` is left alone. */
export function apiUrl(path: string): string {
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

/**
 * Sends one request and returns the raw response, whatever its status. For the few calls whose
 * error bodies are read specially; everything else uses `apiRead` or `apiWrite`.
 */
export async function apiRequest(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const url = apiUrl(path);
  const headers: Record<string, string> = { ...NO_CACHE_HEADERS, ...options.headers };
  let payload: BodyInit | undefined;
  if (isRawBody(body)) {
    // Multipart and other raw bodies set their own content type (with the multipart boundary).
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  try {
    return await fetch(url, { method, headers, body: payload, credentials: 'include', signal: options.signal });
  } catch (error) {
    // A cancelled request is not a network problem worth reporting.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Network request failed: ${method} ${url}`, error);
    }
    throw error;
  }
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  // Some writes answer 204 or an empty 200; the caller gets `undefined` instead of a parse error.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET and parse JSON. 401 reads as 'Authentication required'; other failures as the response text. */
export async function apiRead<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await apiRequest('GET', path, undefined, options);
  if (response.status === 401) {
    throw new ApiError(401, 'Authentication required', await response.text());
  }
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, text);
  }
  return parseJson<T>(response);
}

/** Send a change. Failures read as `{status}: {response text or status text}`. */
export async function apiWrite<T = unknown>(
  method: WriteMethod,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, path, body, options);
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
  }
  return parseJson<T>(response);
}

/** The text to show for anything a call or handler threw. */
export function toErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error occurred';
}
