import { refusedAddressRule } from './address-policy';

const strict = { allowLoopback: false };
const loose = { allowLoopback: true };

describe('refusedAddressRule', () => {
  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e'])('allows the public address %s', (address) => {
    expect(refusedAddressRule(address, strict)).toBeNull();
  });

  it.each([
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['127.0.0.1', 'loopback'],
    ['127.12.34.56', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['2002:a00:1::1', 'reserved'],
    ['::a00:1', 'global unicast'],
    ['4000::1', 'global unicast'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusedAddressRule(address, strict)).toContain(kind);
  });

  it.each([
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:100.64.0.1', 'carrier-grade NAT'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:224.0.0.1', 'multicast'],
  ])('judges the IPv4-mapped %s by the IPv4 address it carries (%s)', (address, kind) => {
    expect(refusedAddressRule(address, strict)).toContain(kind);
  });

  it('allows an IPv4-mapped public address', () => {
    expect(refusedAddressRule('::ffff:93.184.216.34', strict)).toBeNull();
  });

  it('allows loopback, and only loopback, when told to', () => {
    expect(refusedAddressRule('127.0.0.1', loose)).toBeNull();
    expect(refusedAddressRule('::1', loose)).toBeNull();
    expect(refusedAddressRule('::ffff:127.0.0.1', loose)).toBeNull();
    expect(refusedAddressRule('10.0.0.1', loose)).toContain('private');
    expect(refusedAddressRule('169.254.169.254', loose)).toContain('link-local');
  });

  it('refuses what is not an address', () => {
    expect(refusedAddressRule('example.com', strict)).toBe('not an IP address');
  });

  it('names the rule, never the address', () => {
    for (const address of ['10.1.2.3', '169.254.169.254', '::ffff:10.9.8.7', 'fd12:3456:789a::1', '198.18.0.1', '::a00:1']) {
      expect(refusedAddressRule(address, strict)).not.toContain(address);
    }
  });
});
