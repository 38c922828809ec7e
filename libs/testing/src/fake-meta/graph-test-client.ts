import { type FakeGraphApi } from './fake-graph-api';
import { type FakeAdAccountSeed, type FakeTokenGrant, type GraphErrorBody } from './graph-shapes';

/** Seeds and a plain-fetch caller shared by the fake's own e2e specs. */

export const AD_ACCOUNT: FakeAdAccountSeed = {
  id: 'act_1111222233334444',
  name: 'Reelmix Shop',
  currency: 'EUR',
  campaigns: [
    {
      id: '120200000000000101',
      name: 'Autumn launch',
      adSets: [
        { id: '120200000000000201', name: 'Video views, 18-34', optimizationGoal: 'THRUPLAY' },
        { id: '120200000000000202', name: 'Clicks, retargeting' },
      ],
    },
  ],
};

export const OTHER_AD_ACCOUNT: FakeAdAccountSeed = { id: 'act_9999', name: 'Not ours', campaigns: [] };

export const PAGE = { id: '100000000000777', name: 'Reelmix' };

export const SYSTEM_USER_TOKEN = 'EAAB-system-user-token-for-tests';

export const GRANT: FakeTokenGrant = {
  userId: '100000000000042',
  userName: 'Reelmix publisher',
  adAccounts: [AD_ACCOUNT],
  pages: [PAGE],
};

export interface GraphAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: GraphErrorBody };
  headers: Headers;
}

export interface GraphCall {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  /** Sent URL-encoded unless it is a FormData (multipart). */
  form?: Record<string, string> | FormData;
  token?: string | null;
  tokenIn?: 'header' | 'query';
}

/** Calls `${fake.url}/${version}/${path}` the way a Graph client does, token in the header by default. */
export async function callGraph<T = Record<string, unknown>>(
  fake: FakeGraphApi,
  path: string,
  call: GraphCall = {},
): Promise<GraphAnswer<T>> {
  const url = new URL(`${fake.url}/${fake.version}/${path}`);
  for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
  const token = call.token === undefined ? SYSTEM_USER_TOKEN : call.token;
  const headers: Record<string, string> = {};
  if (token !== null && call.tokenIn === 'query') url.searchParams.set('access_token', token);
  if (token !== null && call.tokenIn !== 'query') headers.Authorization = `Bearer ${token}`;
  const body = call.form instanceof FormData || call.form === undefined ? call.form : new URLSearchParams(call.form);
  const response = await fetch(url, { method: call.method ?? (call.form ? 'POST' : 'GET'), headers, body });
  return { status: response.status, body: (await response.json()) as GraphAnswer<T>['body'], headers: response.headers };
}

/** A multipart form with one file field, as Graph clients send uploads. */
export function multipart(fields: Record<string, string>, file: { field: string; name: string; bytes: Buffer }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}
