/**
 * The admin app's call conventions: cookies go along, nothing is served from a cache, and answers
 * are JSON. Unlike the customer app, a 401 on admin data is an ordinary error, not a signal to sign
 * in (docs/product-rules.md#the-admin-area); only the guard's identity check turns a refusal into the login page.
 */

const NO_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  // The gateway serves the admin app to requests that accept HTML under /admin/...; calls never do.
  Accept: 'application/json',
};

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  signal?: AbortSignal;
}

/** A failed call; `message` is what the screen shows, `responseText` the raw error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly responseText = '',
  ) {
    super(message);
  }
}

/** Sends one request and returns the raw response, whatever its status. Paths are used as given (/api/... or /admin/...). */
export async function apiRequest(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...NO_CACHE_HEADERS };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Network request failed: ${method} ${path}`, error);
    }
    throw error;
  }
}

/** Sends a GET and returns the raw response, whatever its status. */
export function apiGet(path: string, options: RequestOptions = {}): Promise<Response> {
  return apiRequest('GET', path, undefined, options);
}

/** Turns a non-OK response into an ApiError carrying the server's text, or its status text when empty. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, text);
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  // Some writes answer an empty 200; the caller gets `undefined` instead of a parse error.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET and parse JSON; any answer that is not OK becomes an ApiError. */
export async function apiRead<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await apiGet(path, options);
  if (!response.ok) throw await toApiError(response);
  return parseJson<T>(response);
}

/** Sends a change with a JSON body and parses the JSON answer. */
export async function apiWrite<T>(method: WriteMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  if (!response.ok) throw await toApiError(response);
  return parseJson<T>(response);
}

/** The text to show for anything a call threw. */
export function toErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error occurred';
}
