import type { CurrentUser } from '@reelmix/contracts';
import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
}

const NO_BODY_STATUSES = [204, 205, 304];

type Reply = { status?: number; body?: unknown; text?: string } | ((call: MockCall) => MockReply | Promise<MockReply>);
type MockReply = { status?: number; body?: unknown; text?: string };

/**
 * A stand-in for the gateway in component tests: `fetch` is replaced, each `METHOD /path` answers
 * what the test registered, and every call is recorded. Unregistered calls answer 404, and the
 * current-user call answers 401 (signed out) unless `signedIn` says otherwise.
 */
export function mockApi(routes: Record<string, Reply> = {}, options: { signedIn?: CurrentUser | null } = {}) {
  const calls: MockCall[] = [];
  const table = new Map<string, Reply>(Object.entries(routes));
  if (!table.has('GET /api/auth/me')) {
    table.set('GET /api/auth/me', options.signedIn ? { body: options.signedIn } : { status: 401, body: { error: 'Authentication required' } });
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = String(input).split('?')[0];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call = { method, path, body };
    calls.push(call);
    const reply = table.get(`${method} ${path}`);
    const answer = typeof reply === 'function' ? await reply(call) : (reply ?? { status: 404, body: { error: 'Not found' } });
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const status = answer.status ?? 200;
    // A 204 or 304 may not carry a body, not even an empty one, or the Response refuses to be made.
    return new Response(NO_BODY_STATUSES.includes(status) ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Registers or replaces an answer mid-test. */
    on(route: string, reply: Reply) {
      table.set(route, reply);
    },
    callsTo(route: string) {
      const [method, path] = route.split(' ');
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export function customer(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '6f1c2b0e-8d1f-4b8e-9a55-0c6f3b1d2e41',
    email: 'buyer@example.com',
    subscriptionStatus: null,
    isPro: false,
    subscriptionTrialEnd: null,
    subscriptionCurrentPeriodEnd: null,
    isAffiliate: false,
    affiliateCode: null,
    ...overrides,
    // Auth answers both spellings from one reading; a test that sets either gets the other to match.
    plan: overrides.plan ?? (overrides.isPro ? 'pro' : 'free'),
  };
}

export function proCustomer(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  return customer({ subscriptionStatus: 'trialing', isPro: true, subscriptionTrialEnd: inAWeek, subscriptionCurrentPeriodEnd: inAWeek, ...overrides });
}
