import ipaddr from 'ipaddr.js';

/**
 * Whether a client address is one on the public internet (global unicast). Any other (loopback, a
 * private network, carrier-grade NAT) says nothing about who is calling: every visitor has it
 * where they all come through one proxy or NAT, as on a laptop running the stack, or behind a
 * proxy the gateway was not told about (TRUST_PROXY_HOPS). Two people sharing it are not one.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  const ip = parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress() ? parsed.toIPv4Address() : parsed;
  return ip.range() === 'unicast';
}
