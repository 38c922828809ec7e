import type { ExecutionContext } from '@nestjs/common';
import { API_KEY_LIMITS, type CurrentUser, DomainError, ErrorCode, INVALID_API_KEY, type ResolvedApiKey, Rpc } from '@reelmix/contracts';
import type { RpcClient } from '@reelmix/messaging';
import type { CustomerRequest } from '../../auth/customer-request';
import { ApiKeyRateLimiter } from './api-key-rate-limiter';
import { API_KEY_REQUIRED } from '../../gateway-errors';
import { ApiKeyGuard } from './api-key.guard';

const GOOD_KEY = 'rmx_good0123456789';
const user = { id: 'u1', email: 'ada@example.com', isPro: true } as CurrentUser;

/** Auth behind a fake RPC client: one good key, every lookup counted; no cache may spare one. */
function fakeAuth() {
  const asked: string[] = [];
  const rpc = {
    request: async (service: string, pattern: string, payload: { key: string }): Promise<ResolvedApiKey> => {
      expect([service, pattern]).toEqual(['auth', Rpc.ResolveApiKey]);
      asked.push(payload.key);
      if (payload.key !== GOOD_KEY) throw new DomainError(ErrorCode.Unauthenticated, INVALID_API_KEY);
      return { keyId: 'key-1', user };
    },
  } as unknown as RpcClient;
  return { rpc, asked };
}

function call(guard: ApiKeyGuard, headers: Record<string, string>) {
  const request = { method: 'POST', headers } as unknown as CustomerRequest;
  const sent: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (sent[name] = value) };
  const context = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ExecutionContext;
  const outcome = guard.canActivate(context).then(
    () => 'passed' as const,
    (error: DomainError) => error,
  );
  return { outcome, request, sent };
}

describe('ApiKeyGuard', () => {
  it('lets a good key through and puts its owner where a session\'s goes', async () => {
    const auth = fakeAuth();
    const { outcome, request } = call(new ApiKeyGuard(auth.rpc, new ApiKeyRateLimiter()), { authorization: `Bearer ${GOOD_KEY}` });
    expect(await outcome).toBe('passed');
    expect(request.customer).toEqual({ user, apiKeyId: 'key-1' });
  });

  it('asks auth on every call, so a revoked key is refused at once', async () => {
    const auth = fakeAuth();
    const guard = new ApiKeyGuard(auth.rpc, new ApiKeyRateLimiter());
    await call(guard, { authorization: `Bearer ${GOOD_KEY}` }).outcome;
    await call(guard, { authorization: `Bearer ${GOOD_KEY}` }).outcome;
    expect(auth.asked).toEqual([GOOD_KEY, GOOD_KEY]);
  });

  it('refuses a request without a key with 401 and WWW-Authenticate: Bearer, asking no one', async () => {
    const auth = fakeAuth();
    const guard = new ApiKeyGuard(auth.rpc, new ApiKeyRateLimiter());
    const withoutKey: Array<Record<string, string>> = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-key' }];
    for (const headers of withoutKey) {
      const { outcome, sent } = call(guard, headers);
      expect(await outcome).toMatchObject({ code: ErrorCode.Unauthenticated, message: API_KEY_REQUIRED });
      expect(sent['WWW-Authenticate']).toBe('Bearer');
    }
    expect(auth.asked).toEqual([]);
  });

  it('never reads a cookie, a session\'s included', async () => {
    const { outcome } = call(new ApiKeyGuard(fakeAuth().rpc, new ApiKeyRateLimiter()), { cookie: `reelmix_session=${'S'.repeat(43)}` });
    expect(await outcome).toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it('refuses an unknown or revoked key with 401 and says the token is not good', async () => {
    const { outcome, sent } = call(new ApiKeyGuard(fakeAuth().rpc, new ApiKeyRateLimiter()), { authorization: 'Bearer rmx_revoked123' });
    expect(await outcome).toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
    expect(sent['WWW-Authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses the call past the key\'s limit with 429 and the wait', async () => {
    const limiter = new ApiKeyRateLimiter();
    for (let i = 0; i < API_KEY_LIMITS.requestsPerMinute; i++) limiter.take('key-1');
    const { outcome, request } = call(new ApiKeyGuard(fakeAuth().rpc, limiter), { authorization: `Bearer ${GOOD_KEY}` });
    const refusal = await outcome;
    expect(refusal).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: expect.any(Number) } });
    expect((refusal as DomainError).message).toMatch(/^API rate limit reached: 120 calls a minute per key\. Please try again in \d+ seconds\.$/);
    expect(request.customer).toBeUndefined();
  });
});
