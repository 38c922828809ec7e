import { isLoopbackAddress } from './loopback-address';

describe('isLoopbackAddress', () => {
  it('knows this machine in every spelling a socket reports', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(address)).toBe(true);
  });

  it('refuses every other address, and one that cannot be read', () => {
    for (const address of ['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '128.0.0.1', '::', '', 'localhost', 'not an address', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});
