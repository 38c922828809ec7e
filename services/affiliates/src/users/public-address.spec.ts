import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each(['81.2.69.142', '8.8.8.8', '2a02:c7f:1234:5678::1', '::ffff:81.2.69.142'])('counts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.7', '172.16.5.4', '100.64.0.1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '0.0.0.0', 'not an address', ''])(
    'does not count %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );
});
