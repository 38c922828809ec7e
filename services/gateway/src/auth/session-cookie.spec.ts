import type { Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { readCookie, SessionCookie } from './session-cookie';

describe('readCookie', () => {
  it('finds one cookie among others and decodes it', () => {
    expect(readCookie('a=1; reelmix_session=abc%2Ddef; b=2', 'reelmix_session')).toBe('abc-def');
    expect(readCookie('xreelmix_session=1', 'reelmix_session')).toBeUndefined();
    expect(readCookie(undefined, 'reelmix_session')).toBeUndefined();
    expect(readCookie('reelmix_session=%E0%A4%A', 'reelmix_session')).toBeUndefined();
  });
});

describe('SessionCookie', () => {
  const written = (publicUrl: string, nodeEnv: GatewayConfig['NODE_ENV']) => {
    const calls: Array<[string, string, object]> = [];
    const response = { cookie: (...args: [string, string, object]) => calls.push(args) } as unknown as Response;
    new SessionCookie({ PUBLIC_URL: publicUrl, NODE_ENV: nodeEnv } as GatewayConfig).write(response, 'token', new Date(Date.now() + 60_000));
    return { name: calls[0][0], attributes: calls[0][2] };
  };

  it('is __Host- prefixed and Secure whenever PUBLIC_URL is https, not only in production', () => {
    for (const nodeEnv of ['development', 'test', 'production'] as const) {
      expect(written('https://reelmix.example', nodeEnv)).toEqual({
        name: '__Host-reelmix_session',
        attributes: expect.objectContaining({ httpOnly: true, sameSite: 'lax', path: '/', secure: true }),
      });
    }
    expect(written('http://localhost:8080', 'production')).toEqual({
      name: 'reelmix_session',
      attributes: expect.objectContaining({ secure: false }),
    });
  });

  it('ignores a cookie that cannot be a session token', () => {
    const cookie = new SessionCookie({ PUBLIC_URL: 'http://localhost:8080', NODE_ENV: 'test' } as GatewayConfig);
    const withCookie = (value: string) => ({ headers: { cookie: `reelmix_session=${value}` } }) as never;
    expect(cookie.read(withCookie('short'))).toBeUndefined();
    expect(cookie.read(withCookie('a'.repeat(43)))).toBe('a'.repeat(43));
  });
});
