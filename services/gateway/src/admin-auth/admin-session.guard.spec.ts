import { type ExecutionContext } from '@nestjs/common';
import { type AdminView, DomainError, ErrorCode, type ResolvedAdminSession } from '@reelmix/contracts';
import type { Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { type AdminAuthClient } from './admin-auth.client';
import { AdminCookie } from './admin-cookie';
import { type AdminRequest } from './admin-request';
import { AdminSessionGuard } from './admin-session.guard';

const ADMIN_TOKEN = 'A'.repeat(43);
const CUSTOMER_TOKEN = 'C'.repeat(43);
const admin: AdminView = { id: 'a1', firstName: 'Grace', lastName: 'Hopper', email: 'owner@example.com' };

/** A guard over a fake auth that knows one admin token, and the request and response it saw. */
function build(cookieHeader: string | undefined, answer: (token: string) => Promise<ResolvedAdminSession> = defaultAnswer) {
  const asked: string[] = [];
  const cleared: string[] = [];
  const auth = { resolve: async (token: string) => (asked.push(token), answer(token)) } as unknown as AdminAuthClient;
  const config = { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', TRUST_PROXY_HOPS: 0 } as GatewayConfig;
  const guard = new AdminSessionGuard(auth, new AdminCookie(config), config);
  const request = { headers: cookieHeader ? { cookie: cookieHeader } : {}, socket: { remoteAddress: '::ffff:203.0.113.7' } } as AdminRequest;
  const response = { clearCookie: (name: string) => void cleared.push(name) } as unknown as Response;
  const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ExecutionContext;
  return { run: () => guard.canActivate(context), request, asked, cleared };
}

async function defaultAnswer(token: string): Promise<ResolvedAdminSession> {
  if (token === ADMIN_TOKEN) return { admin, expiresAt: new Date(Date.now() + 60_000).toISOString() };
  throw new DomainError(ErrorCode.Unauthenticated, 'Authentication required');
}

describe('AdminSessionGuard', () => {
  it('lets a live admin session through and puts the admin and the client address on the request', async () => {
    const { run, request } = build(`reelmix_admin=${ADMIN_TOKEN}`);
    await expect(run()).resolves.toBe(true);
    expect(request.adminSession).toEqual({ admin, sessionToken: ADMIN_TOKEN, ip: '203.0.113.7' });
  });

  it('refuses a customer session cookie without asking auth', async () => {
    const { run, asked } = build(`reelmix_session=${CUSTOMER_TOKEN}`);
    await expect(run()).rejects.toMatchObject({ code: ErrorCode.Unauthenticated, message: 'Authentication required' });
    expect(asked).toEqual([]);
  });

  it('refuses a customer token sent in the admin cookie, and clears that cookie', async () => {
    const { run, asked, cleared, request } = build(`reelmix_admin=${CUSTOMER_TOKEN}`);
    await expect(run()).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(asked).toEqual([CUSTOMER_TOKEN]);
    expect(cleared).toEqual(['reelmix_admin']);
    expect(request.adminSession).toBeUndefined();
  });

  it('passes other failures on untouched and keeps the cookie', async () => {
    const unavailable = new DomainError(ErrorCode.ServiceUnavailable, 'auth is unavailable');
    const { run, cleared } = build(`reelmix_admin=${ADMIN_TOKEN}`, async () => {
      throw unavailable;
    });
    await expect(run()).rejects.toBe(unavailable);
    expect(cleared).toEqual([]);
  });
});
