import type { Request } from 'express';
import { isIP } from 'node:net';

/**
 * The caller's IP address. With `trustedHops` proxies in front, each appended the address it
 * saw to X-Forwarded-For, so the client is that many entries from the right; entries further
 * left were written by the client and prove nothing.
 */
export function clientAddress(request: Request, trustedHops: number): string | undefined {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, request.socket.remoteAddress ?? ''];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)];
  const address = candidate.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIP(address) ? address : undefined;
}
