import type { Request, Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { AdminCookie } from './admin-cookie';

const TOKEN = 'a'.repeat(43);
const requestWith = (cookie: string) => ({ headers: { cookie } }) as unknown as Request;

describe('AdminCookie', () => {
  const config = (publicUrl: string, nodeEnv: GatewayConfig['NODE_ENV'] = 'development') =>
    ({ PUBLIC_URL: publicUrl, NODE_ENV: nodeEnv }) as GatewayConfig;
  const written = (publicUrl: string, nodeEnv?: GatewayConfig['NODE_ENV']) => {
    const calls: Array<[string, string, object]> = [];
    const response = { cookie: (...args: [string, string, object]) => calls.push(args) } as unknown as Response;
    new AdminCookie(config(publicUrl, nodeEnv)).write(response, TOKEN, new Date(Date.now() + 60_000));
    return calls[0];
  };

  it('is __Host-reelmix_admin and Secure whenever the site is https, whatever NODE_ENV says', () => {
    const [name, value, attributes] = written('https://reelmix.example', 'development');
    expect([name, value]).toEqual(['__Host-reelmix_admin', TOKEN]);
    expect(attributes).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/', secure: true });
    expect(attributes).not.toHaveProperty('domain');
  });

  it('is plain reelmix_admin, not Secure, on an http site, even in production', () => {
    const [name, , attributes] = written('http://localhost:8080', 'production');
    expect(name).toBe('reelmix_admin');
    expect(attributes).toMatchObject({ httpOnly: true, sameSite: 'strict', path: '/', secure: false });
  });

  it('reads only its own name on an https site, not the unprefixed one a plain-http page could plant', () => {
    const cookie = new AdminCookie(config('https://reelmix.example'));
    expect(cookie.read(requestWith(`reelmix_admin=${TOKEN}`))).toBeUndefined();
    expect(cookie.read(requestWith(`__Host-reelmix_admin=${TOKEN}`))).toBe(TOKEN);
  });

  it('reads its own cookie only, never the customer session cookie', () => {
    const cookie = new AdminCookie(config('http://localhost:8080'));
    expect(cookie.read(requestWith(`reelmix_session=${TOKEN}`))).toBeUndefined();
    expect(cookie.read(requestWith(`reelmix_session=other; reelmix_admin=${TOKEN}`))).toBe(TOKEN);
    expect(cookie.read(requestWith('reelmix_admin=short'))).toBeUndefined();
  });

  it('clears with the attributes it was set with, so the browser drops it', () => {
    const calls: Array<[string, object]> = [];
    const response = { clearCookie: (...args: [string, object]) => calls.push(args) } as unknown as Response;
    new AdminCookie(config('https://reelmix.example')).clear(response);
    expect(calls).toEqual([['__Host-reelmix_admin', { httpOnly: true, sameSite: 'strict', path: '/', secure: true }]]);
  });
});
