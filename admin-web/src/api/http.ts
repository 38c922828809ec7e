/**
 * The admin app's call conventions: cookies go along and nothing is served from a cache. Unlike the
 * customer app, a 401 on admin data is an ordinary error, not a signal to sign in.
 */

const NO_CACHE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
};

export interface RequestOptions {
  signal?: AbortSignal;
}

/** A failed call; `message` is what the screen shows. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Sends a GET and returns the raw response, whatever its status. Paths are used as given (/api/... or /admin/...). */
export async function apiGet(path: string, options: RequestOptions = {}): Promise<Response> {
  try {
    return await fetch(path, { method: 'GET', headers: NO_CACHE_HEADERS, credentials: 'include', signal: options.signal });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Network request failed: GET ${path}`, error);
    }
    throw error;
  }
}

/** Turns a non-OK response into an ApiError carrying the server's text, or its status text when empty. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** The text to show for anything a call threw. */
export function toErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error occurred';
}
