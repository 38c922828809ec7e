import ipaddr from 'ipaddr.js';

/**
 * The key every caller whose address is missing or cannot be parsed shares. Such callers are
 * throttled together, never let through unthrottled: an address nobody can read must not be a way
 * around the per-address limits.
 */
export const UNKNOWN_ADDRESS_KEY = 'unknown';

/**
 * How much of an IPv6 address one subscriber controls. A /64 is the smallest block a network
 * hands out (RFC 6177), and any host on it may take a new address from it for each request.
 */
const IPV6_SUBSCRIBER_BITS = 64;

/**
 * What every per-address limit counts a caller under: an IPv4 address as it is, an IPv6 address
 * by the /64 it belongs to (`2001:db8:1:2::/64`), an IPv4-mapped IPv6 address as its IPv4 one,
 * and anything else as `UNKNOWN_ADDRESS_KEY`.
 */
export function addressThrottleKey(address: string | undefined): string {
  const parsed = parseAddress(address);
  if (!parsed) return UNKNOWN_ADDRESS_KEY;
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const kept = IPV6_SUBSCRIBER_BITS / 16;
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, kept), ...new Array<number>(8 - kept).fill(0)]);
  return `${network.toString()}/${IPV6_SUBSCRIBER_BITS}`;
}

/** Only the plain written forms: ipaddr.js would also read `127.1` or `0x7f.0.0.1` as IPv4. */
function parseAddress(address: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!address) return undefined;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipaddr.IPv4.parse(address);
  if (ipaddr.IPv6.isValid(address)) return ipaddr.IPv6.parse(address);
  return undefined;
}
