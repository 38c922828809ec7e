import { DomainError, ErrorCode } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { type GatewayConfig } from '../gateway.config';
import { CsrfMiddleware } from './csrf.middleware';

const middleware = new CsrfMiddleware({ PUBLIC_URL: 'https://reelmix.example' } as GatewayConfig);

function verdict(method: string, headers: Record<string, string>, url = '/api/auth/logout', on = middleware): 'passed' | ErrorCode {
  let passed = false;
  try {
    const request = { method, headers: { host: 'internal:8080', ...headers }, originalUrl: url } as unknown as Request;
    on.use(request, {} as Response, () => {
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

  it('passes writes from the public origin only', () => {
    expect(verdict('POST', { origin: 'https://reelmix.example' })).toBe('passed');
    expect(verdict('PATCH', { referer: 'https://reelmix.example/dashboard?x=1' })).toBe('passed');
    expect(verdict('POST', { origin: 'https://reelmix.example:443' })).toBe('passed');
    expect(verdict('POST', { origin: 'https://REELMIX.example' })).toBe('passed');
  });

  it('compares scheme, host and port exactly, whatever Host the request came in on', () => {
    // The Host header is the client's to choose, so it proves nothing about where a page lives.
    expect(verdict('DELETE', { origin: 'http://internal:8080' })).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', { origin: 'https://reelmix.example:8443' })).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', { referer: 'http://reelmix.example/dashboard' })).toBe(ErrorCode.Forbidden);

    const httpSite = new CsrfMiddleware({ PUBLIC_URL: 'http://localhost:8080' } as GatewayConfig);
    const onHttpSite = (origin: string) => verdict('POST', { host: 'localhost:8080', origin }, '/api/auth/login', httpSite);
    expect(onHttpSite('http://localhost:8080')).toBe('passed');
    expect(onHttpSite('https://localhost:8080')).toBe(ErrorCode.Forbidden);
    expect(onHttpSite('http://localhost:8081')).toBe(ErrorCode.Forbidden);
    expect(onHttpSite('http://localhost')).toBe(ErrorCode.Forbidden);
    expect(onHttpSite('http://127.0.0.1:8080')).toBe(ErrorCode.Forbidden);
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
    expect(verdict('POST', {}, '/api/webhooks/stripe/?x=1')).toBe('passed');
    expect(verdict('POST', {}, '/api/webhooks-status')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/setup-webhook')).toBe(ErrorCode.Forbidden);
  });

  it("checks the customer's own webhook settings beside the provider's callbacks", () => {
    expect(verdict('POST', { origin: 'https://evil.example' }, '/api/webhooks')).toBe(ErrorCode.Forbidden);
    expect(verdict('DELETE', {}, '/api/webhooks/0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/webhooks/deliveries/0b7c6f3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f/replay')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/webhooks/stripe-and-more')).toBe(ErrorCode.Forbidden);
  });

  it('lets the public API through, which reads keys and never cookies, and nothing else', () => {
    expect(verdict('POST', {}, '/api/v1/jobs')).toBe('passed');
    expect(verdict('DELETE', { origin: 'https://evil.example' }, '/API/V1/webhooks/x')).toBe('passed');
    expect(verdict('POST', {}, '/api/keys')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/v1')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/v10/jobs')).toBe(ErrorCode.Forbidden);
    expect(verdict('POST', {}, '/api/upload?next=/api/v1/')).toBe(ErrorCode.Forbidden);
  });
});
