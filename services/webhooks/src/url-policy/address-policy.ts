import ipaddr from 'ipaddr.js';

/** What an address that may not receive webhooks is, for the refusal's reason. */
const REFUSED_RANGES: Record<string, string> = {
  private: 'a private address',
  uniqueLocal: 'a private address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

// Global unicast IPv6. Everything outside it is either special (ipaddr.js names most of that)
// or not handed out at all, so nothing a customer's endpoint could legitimately live on.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isIpAddress(host: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);
}

/**
 * The rule that keeps `address` from receiving a webhook, as a noun phrase ("a private address"),
 * or null when it may: only public unicast addresses (and loopback, when allowed) do. The request
 * is made from inside the cluster, so anything private, link-local (the cloud metadata service at
 * 169.254.169.254) or otherwise special could reach something no customer should. The phrase never
 * holds the address: for a host name it is what the customer sees of our DNS answers.
 */
export function refusedAddressRule(address: string, { allowLoopback }: { allowLoopback: boolean }): string | null {
  if (!isIpAddress(address)) return 'not an IP address';
  const ip = unmapped(address);
  const range = ip.range();
  if (range === 'loopback' && allowLoopback) return null;
  if (range !== 'unicast') return REFUSED_RANGES[range] ?? `an address in a reserved range (${range})`;
  if (ip instanceof ipaddr.IPv6 && !ip.match(GLOBAL_UNICAST_V6)) {
    // Includes ::a.b.c.d, the deprecated IPv4-compatible form, which ipaddr.js calls unicast.
    return 'an address outside the global unicast range';
  }
  return null;
}

export function isLoopbackAddress(address: string): boolean {
  return isIpAddress(address) && unmapped(address).range() === 'loopback';
}

/** ::ffff:10.0.0.1 connects to 10.0.0.1: the IPv4 address it carries is the one to judge. */
function unmapped(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  return parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
}
