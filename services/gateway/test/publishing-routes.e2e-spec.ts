import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { type CreatedApiKey, ErrorCode, PUBLISHING_LIMITS, Rpc } from '@reelmix/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { configureHttp } from '../src/configure-http';
import { META_CALL_LIMITS, MetaCallsThrottle } from '../src/publishing/meta-calls-throttle';
import { createKey, newCustomer, type TestCustomer } from './support/api-key-customers';
import { JobsStandIn, JobsWorld } from './support/api-v1-stand-ins';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { AD_ACCOUNT, PublishingStandIn, PublishingWorld, TIKTOK_ADVERTISER } from './support/publishing-stand-in';
import { startStandIn } from './support/stand-in-service';

type Method = 'get' | 'post' | 'put' | 'delete';

interface Route {
  method: Method;
  /** The path after `/api` or `/api/v1`, `{id}` for the job. */
  path: string;
  query?: Record<string, string>;
  body?: object;
}

const PUBLISH = {
  platform: 'meta',
  adAccountId: AD_ACCOUNT.id,
  adSetId: '2384000000000001',
  pageId: '100000000000001',
  primaryText: 'Three new looks, one click away.',
  headline: 'New drop',
  callToAction: 'SHOP_NOW',
  link: 'https://shop.example/drop',
};
const TOKEN = `EAAB${'x'.repeat(PUBLISHING_LIMITS.accessTokenMinLength)}`;
const TIKTOK_TOKEN = `tt${'y'.repeat(PUBLISHING_LIMITS.accessTokenMinLength)}`;
const TIKTOK_PUBLISH = {
  platform: 'tiktok',
  adAccountId: TIKTOK_ADVERTISER,
  adSetId: '1790000000000001',
  pageId: '6900000000000001',
  identityType: 'CUSTOMIZED_USER',
  primaryText: 'Three new looks, one tap away.',
  callToAction: 'SHOP_NOW',
  link: 'https://shop.example/drop',
  status: 'PAUSED',
};
const TIKTOK_CONNECT = { method: 'put', path: '/integrations/tiktok', body: { accessToken: TIKTOK_TOKEN, advertiserIds: [TIKTOK_ADVERTISER] } } as const;

/** Every publishing route, each with what makes it succeed. */
const ROUTES: Route[] = [
  { method: 'get', path: '/integrations/meta' },
  { method: 'put', path: '/integrations/meta', body: { accessToken: TOKEN } },
  { method: 'delete', path: '/integrations/meta' },
  { method: 'get', path: '/integrations/meta/ad-accounts' },
  { method: 'get', path: '/integrations/meta/ad-sets', query: { adAccountId: AD_ACCOUNT.id } },
  { method: 'get', path: '/integrations/meta/pages' },
  { method: 'get', path: '/integrations/tiktok' },
  TIKTOK_CONNECT,
  { method: 'delete', path: '/integrations/tiktok' },
  { method: 'get', path: '/integrations/tiktok/ad-groups', query: { advertiserId: TIKTOK_ADVERTISER } },
  { method: 'get', path: '/integrations/tiktok/identities', query: { advertiserId: TIKTOK_ADVERTISER } },
  { method: 'post', path: '/jobs/{id}/publish', body: PUBLISH },
  { method: 'get', path: '/jobs/{id}/publications' },
  { method: 'post', path: '/jobs/{id}/insights/refresh' },
  { method: 'get', path: '/jobs/{id}/results' },
  { method: 'post', path: '/jobs/{id}/ads/pause', body: { adIds: ['120210000000000001'] } },
];

/** What a client can get wrong, and the words that tell them. */
const REFUSED: Array<{ route: Route; field: string; says: string }> = [
  { route: { method: 'put', path: '/integrations/meta', body: {} }, field: 'accessToken', says: 'accessToken' },
  { route: { method: 'put', path: '/integrations/meta', body: { accessToken: 'EAAB-short' } }, field: 'accessToken', says: `longer than or equal to ${PUBLISHING_LIMITS.accessTokenMinLength}` },
  { route: { method: 'put', path: '/integrations/meta', body: { accessToken: `"${TOKEN} "` } }, field: 'accessToken', says: 'without spaces or quotes' },
  { route: { method: 'get', path: '/integrations/meta/ad-sets' }, field: 'adAccountId', says: 'adAccountId must look like act_123' },
  { route: { method: 'get', path: '/integrations/meta/ad-sets', query: { adAccountId: '1234567890' } }, field: 'adAccountId', says: 'adAccountId must look like act_123' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, link: 'http://shop.example/drop' } }, field: 'link', says: 'link must be an https:// address' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, adSetId: 'Broad US' } }, field: 'adSetId', says: 'adSetId must be the ad set\'s (TikTok: ad group\'s) numeric id' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, adAccountId: 'act-1234' } }, field: 'adAccountId', says: 'adAccountId must be a Meta ad account (act_123) or a TikTok advertiser id' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, platform: 'snapchat' } }, field: 'platform', says: 'platform must be one of' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...TIKTOK_PUBLISH, identityType: 'customized user' } }, field: 'identityType', says: 'identityType must be a TikTok identity type' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, callToAction: 'BUY_IT' } }, field: 'callToAction', says: 'callToAction must be one of' },
  { route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, status: 'RUNNING' } }, field: 'status', says: 'status must be one of' },
  {
    route: { method: 'post', path: '/jobs/{id}/publish', body: { ...PUBLISH, primaryText: 'x'.repeat(PUBLISHING_LIMITS.primaryTextMaxLength + 1) } },
    field: 'primaryText',
    says: `shorter than or equal to ${PUBLISHING_LIMITS.primaryTextMaxLength}`,
  },
  { route: { method: 'put', path: '/integrations/tiktok', body: { accessToken: TIKTOK_TOKEN } }, field: 'advertiserIds', says: 'advertiserIds' },
  { route: { method: 'put', path: '/integrations/tiktok', body: { accessToken: TIKTOK_TOKEN, advertiserIds: [] } }, field: 'advertiserIds', says: 'advertiserIds must contain at least 1' },
  {
    route: { method: 'put', path: '/integrations/tiktok', body: { accessToken: TIKTOK_TOKEN, advertiserIds: [TIKTOK_ADVERTISER, 'adv-2'] } },
    field: 'advertiserIds',
    says: 'advertiserIds must be TikTok advertiser ids (digits)',
  },
  {
    route: { method: 'put', path: '/integrations/tiktok', body: { accessToken: TIKTOK_TOKEN, advertiserIds: Array.from({ length: PUBLISHING_LIMITS.tiktokAdvertisersMax + 1 }, (_, index) => `70${index}`) } },
    field: 'advertiserIds',
    says: `no more than ${PUBLISHING_LIMITS.tiktokAdvertisersMax}`,
  },
  { route: { method: 'put', path: '/integrations/tiktok', body: { accessToken: `"${TIKTOK_TOKEN} "`, advertiserIds: [TIKTOK_ADVERTISER] } }, field: 'accessToken', says: 'without spaces or quotes' },
  { route: { method: 'get', path: '/integrations/tiktok/ad-groups' }, field: 'advertiserId', says: 'advertiserId must be a TikTok advertiser id (digits)' },
  { route: { method: 'get', path: '/integrations/tiktok/ad-groups', query: { advertiserId: 'act_123' } }, field: 'advertiserId', says: 'advertiserId must be a TikTok advertiser id (digits)' },
  { route: { method: 'get', path: '/integrations/tiktok/identities', query: { advertiserId: '' } }, field: 'advertiserId', says: 'advertiserId must be a TikTok advertiser id (digits)' },
  { route: { method: 'get', path: '/jobs/{id}/results', query: { metric: 'roas' } }, field: 'metric', says: 'metric must be one of' },
  { route: { method: 'post', path: '/jobs/{id}/insights/refresh', query: { metric: 'roas' } }, field: 'metric', says: 'metric must be one of' },
  { route: { method: 'post', path: '/jobs/{id}/ads/pause', body: { adIds: [] } }, field: 'adIds', says: 'adIds must contain at least 1' },
  { route: { method: 'post', path: '/jobs/{id}/ads/pause', body: { adIds: ['ad-1'] } }, field: 'adIds', says: 'adIds' },
];

const label = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;

/*
 * The gateway's publishing routes, in the app (session) and in the public API (key), with the jobs
 * service played by a stand-in that records what reached it. The gateway answers who may call and
 * what is well formed itself, before any call; the rest is forwarded with the caller's own id.
 */
describe('gateway: publishing a job\'s videos to Meta and TikTok and reading their results', () => {
  let stack: GatewayWithAuth;
  let jobs: INestApplication;
  let http: TestAgent;
  let ada: TestCustomer;
  let adaKey: CreatedApiKey;
  let adaJob: string;

  const url = (prefix: '/api' | '/api/v1', route: Route, job = adaJob) => `${prefix}${route.path.replace('{id}', job)}`;

  const bySession = (route: Route, customer: TestCustomer | null = ada, job = adaJob) => {
    const call = http[route.method](url('/api', route, job)).set('Origin', PUBLIC_URL);
    if (customer) call.set('Cookie', customer.cookie);
    if (route.query) call.query(route.query);
    if (route.body) call.send(route.body);
    return call;
  };

  const byKey = (route: Route, key: CreatedApiKey | null = adaKey, job = adaJob) => {
    const call = http[route.method](url('/api/v1', route, job));
    if (key) call.set('Authorization', `Bearer ${key.key}`);
    if (route.query) call.query(route.query);
    if (route.body) call.send(route.body);
    return call;
  };

  /** Runs `calls` and says which publishing requests reached the jobs service meanwhile. */
  const forwardedDuring = async (calls: () => Promise<void>) => {
    const before = PublishingWorld.asked.length;
    await calls();
    return PublishingWorld.asked.slice(before);
  };

  beforeAll(async () => {
    stack = await startGatewayWithAuth({}, { configure: (gateway, config) => configureHttp(gateway, config) });
    jobs = await startStandIn('jobs', stack.amqpUrl, [JobsStandIn, PublishingStandIn]);
    http = request(stack.gateway.getHttpServer());
    ada = await newCustomer(stack, http);
    adaKey = await createKey(http, ada);
    adaJob = JobsWorld.addJob(ada.id);
  });

  afterAll(async () => {
    await jobs?.close();
    await stack?.close();
  });

  it('answers every route with a session and with a key, acting as the caller', async () => {
    for (const route of ROUTES) {
      for (const [surface, call] of [['session', bySession(route)], ['key', byKey(route)]] as const) {
        const response = await call;
        expect({ route: label(route), surface, ok: response.status >= 200 && response.status < 300 }).toEqual({ route: label(route), surface, ok: true });
      }
    }
    const asked = PublishingWorld.asked.map((entry) => entry.payload['userId']);
    expect(new Set(asked)).toEqual(new Set([ada.id]));
  });

  it('refuses every route without a session or a key with 401, before any call', async () => {
    const forwarded = await forwardedDuring(async () => {
      for (const route of ROUTES) {
        expect({ route: label(route), status: (await bySession(route, null)).status }).toEqual({ route: label(route), status: 401 });
        const noKey = await byKey(route, null).set('Cookie', ada.cookie);
        expect({ route: label(route), status: noKey.status }).toEqual({ route: label(route), status: 401 });
        expect(noKey.headers['www-authenticate']).toBe('Bearer');
      }
    });
    expect(forwarded).toEqual([]);
  });

  it('refuses a session call from another site, as every state-changing session route', async () => {
    const forwarded = await forwardedDuring(async () => {
      await http.put('/api/integrations/meta').set('Origin', 'https://evil.example').set('Cookie', ada.cookie).send({ accessToken: TOKEN }).expect(403);
    });
    expect(forwarded).toEqual([]);
  });

  it('refuses bad bodies and queries with 400 naming the field, on both surfaces, before any call', async () => {
    const forwarded = await forwardedDuring(async () => {
      for (const { route, field, says } of REFUSED) {
        for (const [surface, call] of [['session', bySession(route)], ['key', byKey(route)]] as const) {
          const response = await call;
          expect({ route: label(route), surface, status: response.status }).toEqual({ route: label(route), surface, status: 400 });
          expect(response.body.code).toBe(ErrorCode.ValidationFailed);
          expect({ route: label(route), message: response.body.message }).toEqual({ route: label(route), message: expect.stringContaining(says) });
          expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
        }
      }
    });
    expect(forwarded).toEqual([]);
  });

  it('answers a job id that cannot be one with 404, before any call', async () => {
    const forwarded = await forwardedDuring(async () => {
      for (const route of ROUTES.filter((candidate) => candidate.path.startsWith('/jobs/'))) {
        await bySession(route, ada, 'not-a-job').expect(404);
        await byKey(route, adaKey, 'not-a-job').expect(404);
      }
    });
    expect(forwarded).toEqual([]);
  });

  it("forwards a publish with the caller's id and plan, answering 202 with the publication", async () => {
    const publish = ROUTES.find((route) => route.path === '/jobs/{id}/publish') as Route;
    const forwarded = await forwardedDuring(async () => {
      const answer = await bySession(publish).expect(202);
      expect(answer.body).toMatchObject({ jobId: adaJob, adSetId: PUBLISH.adSetId, status: 'PAUSED', state: 'publishing' });
    });
    expect(forwarded).toEqual([{ pattern: Rpc.PublishJob, payload: { ...PUBLISH, jobId: adaJob, userId: ada.id, plan: 'pro' } }]);
  });

  it('forwards a TikTok publish with its advertiser, ad group, identity and type', async () => {
    const publish = { method: 'post', path: '/jobs/{id}/publish', body: TIKTOK_PUBLISH } as const;
    const forwarded = await forwardedDuring(async () => {
      const answer = await byKey(publish).expect(202);
      expect(answer.body).toMatchObject({ platform: 'tiktok', adAccountId: TIKTOK_ADVERTISER, adSetId: TIKTOK_PUBLISH.adSetId, status: 'PAUSED' });
    });
    expect(forwarded).toEqual([{ pattern: Rpc.PublishJob, payload: { ...TIKTOK_PUBLISH, jobId: adaJob, userId: ada.id, plan: 'pro' } }]);
  });

  it("forwards TikTok's advertiser queries and the connection with the caller's id", async () => {
    const forwarded = await forwardedDuring(async () => {
      await bySession(TIKTOK_CONNECT).expect(200);
      const groups = await byKey({ method: 'get', path: '/integrations/tiktok/ad-groups', query: { advertiserId: TIKTOK_ADVERTISER } }).expect(200);
      expect(groups.body).toEqual([expect.objectContaining({ id: '1790000000000001' })]);
      const identities = await bySession({ method: 'get', path: '/integrations/tiktok/identities', query: { advertiserId: TIKTOK_ADVERTISER } }).expect(200);
      expect(identities.body).toEqual([{ id: '6900000000000001', identityType: 'CUSTOMIZED_USER', name: 'Shop' }]);
    });
    expect(forwarded).toEqual([
      { pattern: Rpc.ConnectTikTok, payload: { userId: ada.id, accessToken: TIKTOK_TOKEN, advertiserIds: [TIKTOK_ADVERTISER] } },
      { pattern: Rpc.TikTokAdGroups, payload: { userId: ada.id, advertiserId: TIKTOK_ADVERTISER } },
      { pattern: Rpc.TikTokIdentities, payload: { userId: ada.id, advertiserId: TIKTOK_ADVERTISER } },
    ]);
  });

  it("answers another customer's job with 404, through the same lookup", async () => {
    const grace = await newCustomer(stack, http);
    const forwarded = await forwardedDuring(async () => {
      await bySession(ROUTES.find((route) => route.path === '/jobs/{id}/publications') as Route, grace).expect(404);
    });
    expect(forwarded).toEqual([{ pattern: Rpc.ListPublications, payload: { jobId: adaJob, userId: grace.id, plan: 'pro' } }]);
  });

  it('reads results on click-through unless another metric is asked for', async () => {
    const results = ROUTES.find((route) => route.path === '/jobs/{id}/results') as Route;
    expect((await bySession(results).expect(200)).body.metric).toBe('ctr');
    expect((await byKey({ ...results, query: { metric: 'hookRate' } }).expect(200)).body.metric).toBe('hookRate');
  });

  it('never answers the token back, only its hint', async () => {
    const connect = await bySession(ROUTES[1]).expect(200);
    expect(JSON.stringify(connect.body)).not.toContain(TOKEN);
    const status = await byKey(ROUTES[0]).expect(200);
    expect(status.body.connection).toMatchObject({ platform: 'meta', tokenHint: expect.any(String) });
    await bySession(ROUTES[2]).expect(204);
    expect((await bySession(ROUTES[0]).expect(200)).body).toEqual({ connection: null, facebookLogin: false });
  });

  it('never answers the TikTok token back either, and shows the advertisers it was connected with', async () => {
    const connect = await byKey(TIKTOK_CONNECT).expect(200);
    expect(JSON.stringify(connect.body)).not.toContain(TIKTOK_TOKEN);
    const status = await bySession({ method: 'get', path: '/integrations/tiktok' }).expect(200);
    expect(status.body).toEqual({ connection: expect.objectContaining({ platform: 'tiktok', tokenHint: expect.any(String), adAccounts: [expect.objectContaining({ id: TIKTOK_ADVERTISER })] }) });
    expect(JSON.stringify(status.body)).not.toContain(TIKTOK_TOKEN);
    await byKey({ method: 'delete', path: '/integrations/tiktok' }).expect(204);
    expect((await byKey({ method: 'get', path: '/integrations/tiktok' }).expect(200)).body).toEqual({ connection: null });
  });

  it('limits token checks and insights refreshes per customer with 429 and Retry-After, across both surfaces', async () => {
    const throttle = stack.gateway.get(MetaCallsThrottle);
    const busy = await newCustomer(stack, http);
    const busyKey = await createKey(http, busy);
    const busyJob = JobsWorld.addJob(busy.id);
    const refresh = ROUTES.find((route) => route.path === '/jobs/{id}/insights/refresh') as Route;
    for (const [call, route] of [['connect', ROUTES[1]], ['tiktokConnect', TIKTOK_CONNECT], ['insightsRefresh', refresh]] as const) {
      for (let i = 1; i < META_CALL_LIMITS[call].perUserPerMinute; i++) throttle.admit(call, busy.id);
      expect((await bySession(route, busy, busyJob)).status).toBeLessThan(300);
      const forwarded = await forwardedDuring(async () => {
        for (const refused of [await bySession(route, busy, busyJob), await byKey(route, busyKey, busyJob)]) {
          expect(refused.status).toBe(429);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
          expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
          expect(refused.body).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: Number(refused.headers['retry-after']) } });
          expect(refused.body.message).toContain(`${META_CALL_LIMITS[call].perUserPerMinute} ${META_CALL_LIMITS[call].what} a minute`);
        }
      });
      expect(forwarded).toEqual([]);
    }
    // Another customer is not held back.
    await bySession(ROUTES[1]).expect(200);
  });

  it('documents every /api/v1 publishing route in the OpenAPI document', async () => {
    const document = (await http.get('/api/v1/openapi.json').expect(200)).body as OpenAPIObject;
    for (const route of ROUTES) {
      const operation = document.paths[`/api/v1${route.path}`]?.[route.method];
      expect({ route: label(route), documented: operation !== undefined, tags: operation?.tags }).toEqual({ route: label(route), documented: true, tags: ['Publishing'] });
    }
    expect(document.paths['/api/v1/jobs/{id}/publish'].post?.responses['202']).toBeDefined();
    expect(document.components?.schemas?.['PublishJobBody']).toBeDefined();
    expect(document.components?.schemas?.['ConnectTikTokBody']).toBeDefined();
    expect(document.paths['/api/v1/integrations/tiktok/identities'].get?.parameters).toEqual([expect.objectContaining({ name: 'advertiserId', in: 'query', required: true })]);
  });
});
