import type { AdminView } from '@reelmix/contracts';
import { vi } from 'vitest';
import { anAdmin } from './admin-builders';

export interface MockCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** A raw body instead of JSON. */
  text?: string;
}

export type Reply = MockReply | ((call: MockCall) => MockReply | Promise<MockReply>);

/**
 * A stand-in for the gateway in component tests: `fetch` is replaced, each `METHOD /path` answers
 * what the test registered (paths without their query), and every call is recorded. Unregistered
 * calls answer 404. The guard's `GET /admin/me` answers the signed-in admin unless `signedIn` is
 * null, which answers 401 like the gateway does without an admin session.
 */
export function mockApi(routes: Record<string, Reply> = {}, options: { signedIn?: AdminView | null } = {}) {
  const calls: MockCall[] = [];
  const table = new Map<string, Reply>(Object.entries(routes));
  if (!table.has('GET /admin/me')) {
    const signedIn = options.signedIn === undefined ? anAdmin() : options.signedIn;
    table.set('GET /admin/me', signedIn ? { body: signedIn } : { status: 401, body: { error: 'Authentication required', message: 'Authentication required', code: 'UNAUTHENTICATED' } });
  }
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const [path, search = ''] = String(input).split('?');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: MockCall = { method, path, query: new URLSearchParams(search), body };
    calls.push(call);
    const reply = table.get(`${method} ${path}`);
    const answer = typeof reply === 'function' ? await reply(call) : (reply ?? { status: 404, body: { error: 'Not found', message: 'Not found', code: 'NOT_FOUND' } });
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
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

/** The gateway's error body for a failed call. */
export function errorReply(status: number, message: string): MockReply {
  return { status, body: { error: message, message, code: 'ERROR' } };
}

/** A reply that never arrives, for loading states. */
export function never(): Promise<MockReply> {
  return new Promise<MockReply>(() => undefined);
}
