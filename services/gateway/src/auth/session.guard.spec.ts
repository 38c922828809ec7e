import { type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type CurrentUser, type ResolvedSession } from '@reelmix/contracts';
import type { Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { type AuthClient } from './auth.client';
import { type CustomerRequest } from './customer-request';
import { StateChangingGet } from './same-origin.guard';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';

const TOKEN = 'S'.repeat(43);
const user = { id: 'u1', email: 'ada@example.com' } as CurrentUser;

class Routes {
  read(): void {}

  @StateChangingGet()
  enrol(): void {}
}

/** The guard over a fake auth client that records whether each lookup had to be fresh. */
function build(method: string, handler: keyof Routes = 'read') {
  const asked: Array<{ fresh?: boolean }> = [];
  const auth = {
    resolve: async (_token: string, options: { fresh?: boolean } = {}): Promise<ResolvedSession> => {
      asked.push(options);
      return { user, expiresAt: new Date(Date.now() + 60_000).toISOString() };
    },
  } as unknown as AuthClient;
  const cookie = new SessionCookie({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080' } as GatewayConfig);
  const request = { method, headers: { cookie: `${cookie.name}=${TOKEN}` } } as unknown as CustomerRequest;
  const response = {} as Response;
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
  } as unknown as ExecutionContext;
  return { run: () => new SessionGuard(auth, cookie, new Reflector()).canActivate(context), asked, request };
}

describe('SessionGuard', () => {
  it.each(['GET', 'HEAD'])('lets a %s use a recently confirmed session', async (method) => {
    const { run, asked, request } = build(method);
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual([{ fresh: false }]);
    expect(request.customer).toEqual({ user, sessionToken: TOKEN });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('makes a %s ask auth afresh', async (method) => {
    const { run, asked } = build(method);
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual([{ fresh: true }]);
  });

  it('makes a GET that changes state ask auth afresh', async () => {
    const { run, asked } = build('GET', 'enrol');
    await expect(run()).resolves.toBe(true);
    expect(asked).toEqual([{ fresh: true }]);
  });
});
