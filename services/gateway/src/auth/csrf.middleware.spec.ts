import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { CsrfMiddleware } from './csrf.middleware';

const middleware = new CsrfMiddleware({ PUBLIC_URL: 'https://reelmix.example' } as GatewayConfig);

function verdict(method: string, headers: Record<string, string>, url = '/api/auth/logout'): 'passed' | ErrorCode {
  let passed = false;
  try {
    const request = { method, headers: { host: 'internal:8080', ...headers }, originalUrl: url } as unknown as Request;
    middleware.use(request, {} as Response, () => {
      passed = true;
    });
  } catch (error) {
    return (error as DomainError).code;
  }
  return passed ? 'passed' : ErrorCode.Internal;
}

describe('CsrfMiddleware', () => {
  it('passes safe methods from anywhere', () => {
    expect(verdict('GET', { origin: 'https://evil.example' })).toBe('passed');
    expect(verdict('HEAD', {})).toBe('passed');
  });

  it('passes writes from the public origin or the request host', () => {
    expect(verdict('POST', { origin: 'https://reelmix.example' })).toBe('passed');
    expect(verdict('DELETE', { origin: 'http://internal:8080' })).toBe('passed');
    expect(verdict('PATCH', { referer: 'https://reelmix.example/dashboard?x=1' })).toBe('passed');
    expect(verdict('POST', { origin: 'https://reelmix.example:443' })).toBe('passed');
  });

  it('refuses writes from elsewhere, from the opaque origin, or without any origin', () => {
    expect(verdict('POST', { origin: 'https://evil.example' })).toBe(ErrorCode.Forbidden);
    expect(verdict('PUT', { origin: 'https://reelmix.example.evil.example' })).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', { origin: 'http://reelmix.example' })).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', { origin: 'null' })).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {})).toBe(ErrorCode.Forbidden);
    // Origin wins over a Referer that would have passed.
    expect(verdict('POST', { origin: 'https://evil.example', referer: 'https://reelmix.example/' })).toBe(ErrorCode.Forbidden);
  });

  it('covers every path, the admin API included', () => {
    expect(verdict('POST', { origin: 'https://evil.example' }, '/admin/api/users')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', { origin: 'https://evil.example' }, '/API/AUTH/LOGOUT')).toBe(ErrorCode.Forbidden);
  });

  it('lets the payment provider post its signed webhooks, and nothing else under that name', () => {
    expect(verdict('POST', {}, '/api/webhooks/stripe')).toBe('passed');
    expect(verdict('POST', {}, '/API/Webhooks/stripe')).toBe('passed');
    expect(verdict('POST', {}, '/api/webhooks-status')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/setup-webhook')).toBe(ErrorCode.Forbidden);
  });
});
