import { BlockList, isIPv4 } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a socket's peer is this machine. `::ffff:127.0.0.1` is how a dual-stack server sees an
 * IPv4 loopback client. An address that cannot be read is not loopback.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return LOOPBACK.check(mapped, 'ipv4');
  if (isIPv4(address)) return LOOPBACK.check(address, 'ipv4');
  try {
    return LOOPBACK.check(address, 'ipv6');
  } catch {
    return false;
  }
}
