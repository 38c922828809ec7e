import { coarseNetwork } from './coarse-network';

describe('coarseNetwork', () => {
  it('keeps an IPv4 address\'s /24', () => {
    expect(coarseNetwork('203.0.113.77')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
  });

  it('keeps an IPv6 address\'s /48, however it is written', () => {
    expect(coarseNetwork('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(coarseNetwork('2001:DB8:85A3::1')).toBe('2001:db8:85a3::/48');
    expect(coarseNetwork('2001:db8::1')).toBe('2001:db8::/48');
    expect(coarseNetwork('::1')).toBe('::/48');
  });

  it('keeps nothing of what is not a plainly written address', () => {
    expect(coarseNetwork(undefined)).toBeNull();
    expect(coarseNetwork('')).toBeNull();
    expect(coarseNetwork('127.1')).toBeNull();
    expect(coarseNetwork('0x7f.0.0.1')).toBeNull();
    expect(coarseNetwork('not-an-ip')).toBeNull();
  });
});
