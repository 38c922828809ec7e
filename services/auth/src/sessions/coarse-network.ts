import ipaddr from 'ipaddr.js';

/** Enough of an address to recognise one's own network, too little to point at a home or a device. */
const IPV4_KEPT_BITS = 24;
/** A /48 is one site's allocation (RFC 6177); what follows it picks out a subnet and a device. */
const IPV6_KEPT_BITS = 48;

/**
 * The network a sign-in came from, which is all a session keeps of its address: `203.0.113.0/24`,
 * `2001:db8:85a3::/48` (an IPv4-mapped IPv6 address as its IPv4 network). Null for anything that
 * is not a plainly written address.
 */
export function coarseNetwork(address: string | null | undefined): string | null {
  if (!address) return null;
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return ipv4Network(ipaddr.IPv4.parse(address));
  if (!ipaddr.IPv6.isValid(address)) return null;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return ipv4Network(parsed.toIPv4Address());
  const kept = IPV6_KEPT_BITS / 16;
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, kept), ...new Array<number>(8 - kept).fill(0)]);
  return `${network.toString()}/${IPV6_KEPT_BITS}`;
}

function ipv4Network(address: ipaddr.IPv4): string {
  const kept = IPV4_KEPT_BITS / 8;
  return `${[...address.octets.slice(0, kept), ...new Array<number>(4 - kept).fill(0)].join('.')}/${IPV4_KEPT_BITS}`;
}
