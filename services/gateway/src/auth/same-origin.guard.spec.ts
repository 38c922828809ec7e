import type { ExecutionContext } from '@nestjs/common';
import { ErrorCode } from '@reelmix/contracts';
import { type GatewayConfig } from '../gateway.config';
import { SameOriginGuard } from './same-origin.guard';

const guard = new SameOriginGuard({ PUBLIC_URL: 'http://localhost:8080' } as GatewayConfig);

function verdict(headers: Record<string, string>): 'passed' | ErrorCode {
  const context = { switchToHttp: () => ({ getRequest: () => ({ headers }) }) } as unknown as ExecutionContext;
  try {
    return guard.canActivate(context) ? 'passed' : ErrorCode.Internal;
  } catch (error) {
    return (error as { code: ErrorCode }).code;
  }
}

describe('SameOriginGuard', () => {
  it('trusts Fetch Metadata when the browser sends it: same-origin only', () => {
    expect(verdict({ 'sec-fetch-site': 'same-origin' })).toBe('passed');
    for (const site of ['same-site', 'cross-site', 'none']) expect(verdict({ 'sec-fetch-site': site })).toBe(ErrorCode.Forbidden);
    // A same-origin Referer does not outvote the browser's own verdict.
    expect(verdict({ 'sec-fetch-site': 'cross-site', referer: 'http://localhost:8080/affiliate' })).toBe(ErrorCode.Forbidden);
  });

  it('falls back to an exact Origin or Referer without Fetch Metadata, and refuses a request with neither', () => {
    expect(verdict({ origin: 'http://localhost:8080' })).toBe('passed');
    expect(verdict({ referer: 'http://localhost:8080/affiliate' })).toBe('passed');
    expect(verdict({ origin: 'https://localhost:8080' })).toBe(ErrorCode.Forbidden);
    expect(verdict({ referer: 'https://evil.example/' })).toBe(ErrorCode.Forbidden);
    expect(verdict({})).toBe(ErrorCode.Forbidden);
  });
});
