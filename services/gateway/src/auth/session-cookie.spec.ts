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
  const written = (nodeEnv: GatewayConfig['NODE_ENV']) => {
    const calls: Array<[string, string, object]> = [];
    const response = { cookie: (...args: [string, string, object]) => calls.push(args) } as unknown as Response;
    new SessionCookie({ NODE_ENV: nodeEnv } as GatewayConfig).write(response, 'token', new Date(Date.now() + 60_000));
    return calls[0][2];
  };

  it('is Secure in production only', () => {
    expect(written('production')).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
    expect(written('development')).toMatchObject({ secure: false });
  });

  it('ignores a cookie that cannot be a session token', () => {
    const cookie = new SessionCookie({ NODE_ENV: 'test' } as GatewayConfig);
    const withCookie = (value: string) => ({ headers: { cookie: `reelmix_session=${value}` } }) as never;
    expect(cookie.read(withCookie('short'))).toBeUndefined();
    expect(cookie.read(withCookie('a'.repeat(43)))).toBe('a'.repeat(43));
  });
});
