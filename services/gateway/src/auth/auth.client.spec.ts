import { type CurrentUser, DomainError, ErrorCode, type ResolvedSession, Rpc } from '@reelmix/contracts';
import { type RpcClient } from '@reelmix/messaging';
import { AuthClient } from './auth.client';
import { SESSION_CACHE_TTL_MS } from './session-cache';

const TOKEN = 'T'.repeat(43);
const user = { id: 'u1', email: 'ada@example.com', isPro: true } as CurrentUser;

/**
 * An auth service behind a fake RPC client: it knows one live token until that token is logged
 * out, and counts the lookups it was asked for. `hold` keeps the next lookup's answer back.
 */
function fakeAuth({ resetAnswer }: { resetAnswer?: DomainError } = {}) {
  let live = true;
  let lookups = 0;
  let held: ((release: void) => void) | undefined;
  const rpc = {
    request: async (_service: string, pattern: string, payload: { sessionToken: string }) => {
      if (pattern === Rpc.ResetPassword && resetAnswer) throw resetAnswer;
      if (pattern === Rpc.Logout || pattern === Rpc.ResetPassword) {
        live = false;
        return {};
      }
      lookups++;
      const answer: ResolvedSession = { user, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };
      const alive = live && payload.sessionToken === TOKEN;
      if (held) {
        await new Promise<void>((resolve) => (held = resolve));
        held = undefined;
      }
      if (!alive) throw new DomainError(ErrorCode.Unauthenticated, 'Authentication required');
      return answer;
    },
  } as unknown as RpcClient;
  return {
    client: new AuthClient(rpc),
    lookups: () => lookups,
    hold: () => (held = () => undefined),
    release: () => held?.(),
  };
}

describe('AuthClient session lookups', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('asks auth once for reads within the cache time, and again after it', async () => {
    const auth = fakeAuth();
    await auth.client.resolve(TOKEN);
    await expect(auth.client.resolve(TOKEN)).resolves.toEqual(expect.objectContaining({ user }));
    expect(auth.lookups()).toBe(1);
    jest.advanceTimersByTime(SESSION_CACHE_TTL_MS + 1);
    await auth.client.resolve(TOKEN);
    expect(auth.lookups()).toBe(2);
  });

  it('always asks auth for a fresh lookup', async () => {
    const auth = fakeAuth();
    await auth.client.resolve(TOKEN);
    await auth.client.resolve(TOKEN, { fresh: true });
    expect(auth.lookups()).toBe(2);
  });

  it('refuses the session at once after a logout through this gateway', async () => {
    const auth = fakeAuth();
    await auth.client.resolve(TOKEN);
    await auth.client.logout(TOKEN);
    await expect(auth.client.resolve(TOKEN)).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it('does not let a lookup that was under way during the logout bring the session back', async () => {
    const auth = fakeAuth();
    auth.hold();
    const inFlight = auth.client.resolve(TOKEN);
    await auth.client.logout(TOKEN);
    auth.release();
    // Auth looked the session up before the logout reached it, so this answer still says live...
    await expect(inFlight).resolves.toEqual(expect.objectContaining({ user }));
    // ...but it is not kept: the next read asks auth, which refuses.
    await expect(auth.client.resolve(TOKEN)).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it('refuses every kept session at once after a password reset through this gateway', async () => {
    const auth = fakeAuth();
    await auth.client.resolve(TOKEN);
    auth.hold();
    const inFlight = auth.client.resolve(TOKEN, { fresh: true });
    await auth.client.resetPassword('reset-token', 'a new decent password', '198.51.100.7');
    auth.release();
    await inFlight;
    await expect(auth.client.resolve(TOKEN)).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it.each([
    ['an invalid link', new DomainError(ErrorCode.ValidationFailed, 'This reset link is invalid or has expired.')],
    ['a throttled reset', new DomainError(ErrorCode.RateLimited, 'Too many password reset attempts.', { retryAfterSeconds: 60 })],
  ])('keeps its sessions when auth refuses %s, which changed nothing', async (_kind, refusal) => {
    const auth = fakeAuth({ resetAnswer: refusal });
    await auth.client.resolve(TOKEN);
    await expect(auth.client.resetPassword('made-up-token', 'a new decent password', '198.51.100.7')).rejects.toBe(refusal);
    await auth.client.resolve(TOKEN);
    expect(auth.lookups()).toBe(1);
  });

  it('drops its sessions when a reset timed out, since it may have gone through', async () => {
    const timeout = new DomainError(ErrorCode.Timeout, 'The auth service did not answer within 5000 ms');
    const auth = fakeAuth({ resetAnswer: timeout });
    await auth.client.resolve(TOKEN);
    await expect(auth.client.resetPassword('reset-token', 'a new decent password', '198.51.100.7')).rejects.toBe(timeout);
    await auth.client.resolve(TOKEN);
    expect(auth.lookups()).toBe(2);
  });

  it('never keeps a refusal: a token auth refused is asked about again', async () => {
    const auth = fakeAuth();
    await expect(auth.client.resolve('X'.repeat(43))).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    await expect(auth.client.resolve('X'.repeat(43))).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
    expect(auth.lookups()).toBe(2);
  });
});
