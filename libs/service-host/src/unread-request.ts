import type { IncomingMessage, ServerResponse } from 'node:http';

/** How much of a refused request's remaining body is read and thrown away after the answer. */
export const UNREAD_BODY_LIMITS = { maxBytes: 8 * 1024 * 1024, maxMs: 2_000 } as const;

/**
 * For an answer sent before the request body was read to the end (a refused upload): once the
 * answer is out, the rest of the body is read and discarded, up to a few MB or seconds, then the
 * connection is closed. Reading on matters because a client still sending when the connection
 * closes with unread bytes gets a reset, and many report that instead of the answer they were
 * sent; the caps matter because the client may send for ever. A body that ends within the caps
 * leaves the connection open for the next request.
 *
 * Call it before answering; it does nothing for a request already read to the end.
 */
export function discardRestAfterAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  limits: { maxBytes: number; maxMs: number } = UNREAD_BODY_LIMITS,
): void {
  response.once('finish', () => {
    if (request.complete || request.destroyed) return;
    let discarded = 0;
    const close = () => {
      clearTimeout(timer);
      request.off('data', count);
      request.socket?.destroy();
    };
    const count = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > limits.maxBytes) close();
    };
    const timer = setTimeout(close, limits.maxMs);
    timer.unref();
    request.on('data', count);
    request.once('end', () => {
      clearTimeout(timer);
      request.off('data', count);
    });
    request.once('close', () => clearTimeout(timer));
    request.resume();
  });
}
