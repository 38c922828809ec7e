/** A request as a fake platform's HTTP server hands it to the fake's handler. */
export interface IncomingFakeRequest {
  method: string;
  /** Path and query string, as in the HTTP request line. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An answer ready to write; its JSON is fixed when made, so later changes to state don't leak into it. */
export interface FakeResponse {
  status: number;
  json: string;
  headers: Record<string, string>;
}

/** A header's first value (Node gives repeated headers as a list). */
export function headerOf(request: IncomingFakeRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
