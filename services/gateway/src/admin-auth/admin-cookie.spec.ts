import type { Request, Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { AdminCookie } from './admin-cookie';

const TOKEN = 'a'.repeat(43);
const requestWith = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

describe('AdminCookie', () => {
  const written = (nodeEnv: GatewayConfig['NODE_ENV']) => {
    const calls: Array<[string, string, object]> = [];
    const response = { cookie: (...args: [string, string, object]) => calls.push(args) } as unknown as Response;
    new AdminCookie({ NODE_ENV: nodeEnv } as GatewayConfig).write(response, TOKEN, new Date(Date.now() + 60_000));
    return calls[0];
  };

  it('is reelmix_admin, httpOnly, SameSite=Strict on every path, and Secure in production only', () => {
    const [name, value, attributes] = written('production');
    expect([name, value]).toEqual(['reelmix_admin', TOKEN]);
    expect(attributes).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/', secure: true });
    expect(written('development')[2]).toMatchObject({ secure: false });
  });

  it('reads its own cookie only, never the customer session cookie', () => {
    const cookie = new AdminCookie({ NODE_ENV: 'test' } as GatewayConfig);
    expect(cookie.read(requestWith(`reelmix_session=${TOKEN}`))).toBeUndefined();
    expect(cookie.read(requestWith(`reelmix_session=other; reelmix_admin=${TOKEN}`))).toBe(TOKEN);
    expect(cookie.read(requestWith('reelmix_admin=short'))).toBeUndefined();
  });

  it('clears with the attributes it was set with, so the browser drops it', () => {
    const calls: Array<[string, object]> = [];
    const response = { clearCookie: (...args: [string, object]) => calls.push(args) } as unknown as Response;
    new AdminCookie({ NODE_ENV: 'production' } as GatewayConfig).clear(response);
    expect(calls).toEqual([['reelmix_admin', { httpOnly: true, sameSite: 'strict', path: '/', secure: true }]]);
  });
});
