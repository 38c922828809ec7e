import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

export interface FilePart {
  field: string;
  filename: string;
  data: Buffer;
}

export interface SlowUpload {
  /** When the first write (which holds every byte up to `firstBytes`) went out. */
  startedAt: number;
  /** The answer, with when its head arrived; rejects if the connection ends without one. */
  answer: Promise<{ status: number; body: Record<string, unknown>; at: number }>;
  /** Resolves when the client's socket has closed, whoever closed it. */
  closed: Promise<void>;
  /** Stops sending and closes the connection, as a client that gives up would. */
  abort(): void;
}

/** The bytes of a multipart/form-data body with the given file parts, and its boundary. */
export function multipartBody(parts: FilePart[]): { body: Buffer; boundary: string; offsets: number[] } {
  const boundary = `----slow${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  for (const part of parts) {
    offsets.push(length);
    push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: video/mp4\r\n\r\n`));
    push(part.data);
    push(Buffer.from('\r\n'));
  }
  push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), boundary, offsets };
}

/**
 * Sends a multipart upload the way an ordinary client streams one, only slower: the first
 * `firstBytes` at once, then the rest in small chunks with a pause between them, whatever the
 * server answers meanwhile. Built on a raw `http.request`, so nothing waits for the answer.
 */
export function sendSlowly(
  url: string,
  headers: Record<string, string>,
  parts: FilePart[],
  pace: { firstBytes: number; chunkBytes: number; pauseMs: number; stopAfterBytes?: number },
): SlowUpload {
  const { body, boundary } = multipartBody(parts);
  const request = httpRequest(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  });
  // A server that closes after answering makes later writes fail; that is expected here.
  request.on('error', () => undefined);
  let stopped = false;
  const answer = new Promise<{ status: number; body: Record<string, unknown>; at: number }>((resolve, reject) => {
    request.on('response', (response) => {
      const at = Date.now();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}'), at }));
      response.on('error', reject);
    });
    request.on('close', () => reject(new Error('the connection closed without an answer')));
  });
  answer.catch(() => undefined);
  const closed = new Promise<void>((resolve) => request.on('socket', (socket) => socket.once('close', () => resolve())));

  request.write(body.subarray(0, pace.firstBytes));
  const startedAt = Date.now();
  const end = pace.stopAfterBytes ?? body.length;
  void (async () => {
    for (let offset = pace.firstBytes; offset < end && !stopped && !request.destroyed; offset += pace.chunkBytes) {
      await new Promise((resolve) => setTimeout(resolve, pace.pauseMs));
      if (stopped || request.destroyed) return;
      request.write(body.subarray(offset, Math.min(offset + pace.chunkBytes, end)));
    }
    if (!stopped && !request.destroyed && end === body.length) request.end();
  })();
  return {
    startedAt,
    answer,
    closed,
    abort: () => {
      stopped = true;
      request.destroy();
    },
  };
}
