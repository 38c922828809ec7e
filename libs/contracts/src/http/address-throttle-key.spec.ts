import { addressThrottleKey, UNKNOWN_ADDRESS_KEY } from './address-throttle-key';

describe('addressThrottleKey', () => {
  it('counts an IPv4 address as itself', () => {
    expect(addressThrottleKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressThrottleKey('203.0.113.10')).toBe('203.0.113.10');
  });

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:0DB8:0001:0002:0:0:0:9', 'fe80::1:2%eth0'].map(addressThrottleKey);
    expect(keys.slice(0, 3)).toEqual(['2001:db8:1:2::/64', '2001:db8:1:2::/64', '2001:db8:1:2::/64']);
    expect(keys[3]).toBe('fe80::/64');
  });

  it('keeps neighbouring /64s apart', () => {
    expect(addressThrottleKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressThrottleKey('2001:db8:1:3::1')).not.toBe(addressThrottleKey('2001:db8:1:2::1'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(addressThrottleKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressThrottleKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('puts a missing or unreadable address under the one shared key', () => {
    for (const address of [undefined, '', 'not-an-ip', '127.1', '0x7f.0.0.1', '198.51.100.7:443', ' 198.51.100.7', '2001:db8::1::2']) {
      expect(addressThrottleKey(address)).toBe(UNKNOWN_ADDRESS_KEY);
    }
  });
});
