import http from 'node:http';
import https from 'node:https';
import { type AllowedUrl } from '../url-policy/webhook-url-policy';
import { pinnedLookup } from './pinned-lookup';

export interface WebhookPost {
  target: AllowedUrl;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** How much of the receiver's answer to keep for the delivery log. */
  keepBytes: number;
}

/** The receiver's answer (any status, redirects included), or why there was none. */
export type PostOutcome = { status: number; answer: string } | { status: null; error: string };

/**
 * POSTs one delivery to the checked addresses only. No agent: a pooled connection would have been
 * opened to an address checked for another attempt. Redirects are never followed (Node's client
 * does not), so a 3xx comes back as the outcome. The deadline covers connecting, the status and
 * the part of the answer that is kept.
 */
export function postWebhook({ target, headers, body, timeoutMs, keepBytes }: WebhookPost): Promise<PostOutcome> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let status: number | null = null;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      request.destroy();
      resolve(outcome);
    };
    const answered = () => finish({ status: status as number, answer: Buffer.concat(kept).toString('utf8') });
    const request = client.request({
      method: 'POST',
      hostname: target.hostname,
      port: target.url.port === '' ? undefined : Number(target.url.port),
      path: `${target.url.pathname}${target.url.search}`,
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup: pinnedLookup(target.addresses),
    });
    const deadline = setTimeout(() => {
      if (status !== null) answered();
      else finish({ status: null, error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (status !== null) answered();
      else finish({ status: null, error: error.message || error.code || 'request failed' });
    });
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.on('data', (chunk: Buffer) => {
        if (keptBytes < keepBytes) kept.push(chunk.subarray(0, keepBytes - keptBytes));
        keptBytes += chunk.length;
        if (keptBytes >= keepBytes) answered();
      });
      response.on('end', answered);
      response.on('error', answered);
    });
    request.end(body);
  });
}
