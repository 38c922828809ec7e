import type { Request } from 'express';
import { clientAddress } from './client-address';

const requestFrom = (socket: string, forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: socket } }) as unknown as Request;

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the client claims', () => {
    expect(clientAddress(requestFrom('::ffff:198.51.100.7', '203.0.113.9'), 0)).toBe('198.51.100.7');
  });

  it('reads the entry the trusted proxy appended, ignoring what the client put before it', () => {
    expect(clientAddress(requestFrom('10.0.0.2', 'forged, 203.0.113.9'), 1)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('10.0.0.2', '203.0.113.9, 10.0.0.5'), 2)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('10.0.0.2', '2001:db8:1:2::77'), 1)).toBe('2001:db8:1:2::77');
  });

  it('reads an entry a proxy wrote with the port', () => {
    expect(clientAddress(requestFrom('10.0.0.2', '203.0.113.9:51234'), 1)).toBe('203.0.113.9');
    expect(clientAddress(requestFrom('10.0.0.2', '[2001:db8::1]:51234'), 1)).toBe('2001:db8::1');
    expect(clientAddress(requestFrom('10.0.0.2', '[2001:db8::1]'), 1)).toBe('2001:db8::1');
  });

  it('takes the leftmost entry when there are fewer than the trusted hops, and drops non-addresses', () => {
    expect(clientAddress(requestFrom('10.0.0.2'), 3)).toBe('10.0.0.2');
    expect(clientAddress(requestFrom('10.0.0.2', 'not-an-ip'), 1)).toBeUndefined();
    expect(clientAddress(requestFrom('10.0.0.2', '[not-an-ip]:80'), 1)).toBeUndefined();
  });
});
