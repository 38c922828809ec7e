import type { Request } from 'express';
import { isIP } from 'node:net';

/**
 * The caller's IP address. With `trustedHops` proxies in front, each appended the address it
 * saw to X-Forwarded-For, so the client is that many entries from the right; entries further
 * left were written by the client and prove nothing. Undefined when that entry is not an address:
 * auth then counts the call under the one key every unreadable address shares
 * (`addressThrottleKey`), so it is throttled like any other, never let through.
 */
export function clientAddress(request: Request, trustedHops: number): string | undefined {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, request.socket.remoteAddress ?? ''];
  const address = withoutPort(chain[Math.max(0, chain.length - 1 - trustedHops)]).replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : undefined;
}

/** Some proxies write the client's port too: `203.0.113.9:51234`, `[2001:db8::1]:51234`, `[2001:db8::1]`. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  return v4WithPort ? v4WithPort[1] : entry;
}
