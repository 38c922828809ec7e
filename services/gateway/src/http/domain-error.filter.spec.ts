import type { ArgumentsHost } from '@nestjs/common';
import { DomainError, ErrorCode, rateLimited } from '@reelmix/contracts';
import { DomainErrorFilter } from './domain-error.filter';

function answer(exception: unknown) {
  const headers: Record<string, string> = {};
  const response = {
    statusCode: 0,
    body: undefined as unknown,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new DomainErrorFilter().catch(exception, host);
  return { status: response.statusCode, headers, body: response.body as Record<string, unknown> };
}

describe('DomainErrorFilter', () => {
  it('answers a throttle refusal with 429 and a Retry-After in whole seconds', () => {
    const { status, headers, body } = answer(rateLimited('Too Many Uploads', 1_500));
    expect(status).toBe(429);
    expect(headers['retry-after']).toBe('2');
    expect(body).toMatchObject({ error: 'Too Many Uploads', code: ErrorCode.RateLimited, details: { retryAfterSeconds: 2 } });
  });

  it('never asks for a wait of less than a second', () => {
    expect(answer(rateLimited('Slow down', 10)).headers['retry-after']).toBe('1');
  });

  it('sets no Retry-After on other refusals', () => {
    const { status, headers } = answer(new DomainError(ErrorCode.Forbidden, 'No'));
    expect(status).toBe(403);
    expect(headers['retry-after']).toBeUndefined();
  });
});
