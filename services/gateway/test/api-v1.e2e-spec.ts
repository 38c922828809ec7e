import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_LIMITS, contrastRatio, type CreatedApiKey, DEFAULT_TEXT_STYLE, ErrorCode, INVALID_API_KEY, Rpc, TEXT_MESSAGES } from '@reelmix/contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ApiKeyRateLimiter } from '../src/developer/api-keys';
import { configureHttp } from '../src/configure-http';
import { createKey, newCustomer, revokeKey, type TestCustomer } from './support/api-key-customers';
import {
  JobsStandIn,
  JobsWorld,
  OUTPUT_BYTES,
  OUTPUT_FILE,
  outputKeyOf,
  startUploadsHttp,
  UploadsStandIn,
  WebhooksStandIn,
  WebhooksWorld,
} from './support/api-v1-stand-ins';
import { type GatewayWithAuth, PUBLIC_URL, startGatewayWithAuth } from './support/gateway-with-auth';
import { AD_ACCOUNT, PublishingStandIn, TIKTOK_ADVERTISER } from './support/publishing-stand-in';
import { startStandIn } from './support/stand-in-service';

type Method = 'get' | 'post' | 'put' | 'delete';

/** What the publishing routes need to succeed: a query or a body each. */
const PUBLISHING_SAMPLES: Record<string, { query?: Record<string, string>; body?: object }> = {
  'put /api/v1/integrations/meta': { body: { accessToken: 'EAAB'.padEnd(40, 'x') } },
  'get /api/v1/integrations/meta/ad-sets': { query: { adAccountId: AD_ACCOUNT.id } },
  'put /api/v1/integrations/tiktok': { body: { accessToken: 'act.'.padEnd(40, 'x'), advertiserIds: [TIKTOK_ADVERTISER] } },
  'get /api/v1/integrations/tiktok/ad-groups': { query: { advertiserId: TIKTOK_ADVERTISER } },
  'get /api/v1/integrations/tiktok/identities': { query: { advertiserId: TIKTOK_ADVERTISER } },
  'post /api/v1/jobs/{id}/publish': {
    body: { platform: 'meta', adAccountId: AD_ACCOUNT.id, adSetId: '2384000000000001', pageId: '100000000000001', primaryText: 'New drop', callToAction: 'SHOP_NOW', link: 'https://shop.example/drop' },
  },
  'post /api/v1/jobs/{id}/ads/pause': { body: { adIds: ['120210000000000001'] } },
};

/*
 * The public API with real keys from the real auth service, and jobs, uploads and webhooks played
 * by stand-ins. Every route is found in the OpenAPI document and tried with no key, a revoked key,
 * an unknown key and a good one, so a route added without the guard fails here.
 */
describe('gateway: the public API (/api/v1) with API keys', () => {
  let stack: GatewayWithAuth;
  let uploads: Awaited<ReturnType<typeof startUploadsHttp>>;
  let standIns: INestApplication[] = [];
  let http: TestAgent;
  let document: OpenAPIObject;
  let ada: TestCustomer;
  let grace: TestCustomer;
  let adaKey: CreatedApiKey;
  let adaJob: string;
  let adaHook: { endpointId: string; deliveryId: string };

  const withKey = (method: Method, path: string, key: CreatedApiKey | string) =>
    http[method](path).set('Authorization', `Bearer ${typeof key === 'string' ? key : key.key}`);

  /** Every documented operation, with its path's parameters filled in with Ada's things. */
  const operations = () =>
    Object.entries(document.paths).flatMap(([template, item]) =>
      (['get', 'post', 'put', 'delete'] as Method[])
        .filter((method) => item[method])
        .map((method) => {
          const body = item[method]?.requestBody as { content?: Record<string, unknown> } | undefined;
          return { method, template, path: fill(template), multipart: body?.content?.['multipart/form-data'] !== undefined };
        }),
    );

  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'id') return template.startsWith('/api/v1/webhooks') ? adaHook.endpointId : adaJob;
      if (name === 'deliveryId') return adaHook.deliveryId;
      if (name === 'fileName') return OUTPUT_FILE;
      throw new Error(`No sample value for {${name}} in ${template}: add one here`);
    });

  /** A call as a client would make it, with the body each operation needs to succeed. */
  const send = (operation: { method: Method; template: string; path: string; multipart: boolean }, key: CreatedApiKey | string) => {
    const call = withKey(operation.method, operation.path, key);
    if (operation.multipart) return call.attach('intro', Buffer.from('clip'), 'hook.mp4');
    if (operation.method === 'put' && operation.template.endsWith('/plan')) {
      return call.send({ exclusions: [], duration: null, balanced: null, nameTemplate: 'h{h}-t{t}-b{b}-c{c}_{ratio}', texts: [{ text: 'Stop scrolling' }, { text: '50% off today', label: 'Sale' }], textStyle: DEFAULT_TEXT_STYLE });
    }
    if (operation.method === 'post' && operation.template === '/api/v1/webhooks') return call.send({ url: 'https://example.com/hook', events: ['job.completed'] });
    const publishing = PUBLISHING_SAMPLES[`${operation.method} ${operation.template}`];
    if (publishing?.query) call.query(publishing.query);
    if (publishing?.body) call.send(publishing.body);
    return call;
  };

  beforeAll(async () => {
    uploads = await startUploadsHttp();
    stack = await startGatewayWithAuth({ UPLOADS_URL: uploads.url }, { configure: (gateway, config) => configureHttp(gateway, config) });
    standIns = [
      await startStandIn('jobs', stack.amqpUrl, [JobsStandIn, PublishingStandIn]),
      await startStandIn('uploads', stack.amqpUrl, [UploadsStandIn]),
      await startStandIn('webhooks', stack.amqpUrl, [WebhooksStandIn]),
    ];
    http = request(stack.gateway.getHttpServer());
    document = (await http.get('/api/v1/openapi.json').expect(200)).body as OpenAPIObject;
    ada = await newCustomer(stack, http);
    grace = await newCustomer(stack, http);
    adaKey = await createKey(http, ada);
    adaJob = JobsWorld.addJob(ada.id);
    adaHook = WebhooksWorld.addEndpoint(ada.id);
    await stack.gateway.get<string, ObjectStorage>(OBJECT_STORAGE).put(outputKeyOf(adaJob), OUTPUT_BYTES);
  });

  afterAll(async () => {
    for (const app of standIns) await app.close();
    await stack?.close();
    await uploads?.close();
  });

  it('documents the routes it tries', () => {
    expect(operations().length).toBeGreaterThanOrEqual(15);
  });

  it('refuses every route without a key: 401 with WWW-Authenticate: Bearer, a session cookie being no help', async () => {
    for (const operation of operations()) {
      const response = await http[operation.method](operation.path).set('Cookie', ada.cookie).set('Origin', PUBLIC_URL);
      expect({ route: `${operation.method} ${operation.template}`, status: response.status }).toEqual({ route: `${operation.method} ${operation.template}`, status: 401 });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('refuses every route with an unknown key and with a revoked one, from the moment it is revoked', async () => {
    const revoked = await createKey(http, ada, 'soon revoked');
    await withKey('get', '/api/v1/clips', revoked).expect(200);
    await revokeKey(http, ada, revoked);
    for (const operation of operations()) {
      for (const key of [revoked.key, `rmx_${'x'.repeat(32)}`]) {
        const response = await send(operation, key);
        expect({ route: `${operation.method} ${operation.template}`, status: response.status }).toEqual({ route: `${operation.method} ${operation.template}`, status: 401 });
        expect(response.body).toMatchObject({ code: ErrorCode.Unauthenticated, message: INVALID_API_KEY });
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    }
  });

  it('answers every route with a good key, without any Origin: keys need no CSRF check', async () => {
    for (const operation of operations()) {
      const response = await send(operation, adaKey);
      expect({ route: `${operation.method} ${operation.template}`, status: response.status, ok: response.status >= 200 && response.status < 300 }).toEqual({
        route: `${operation.method} ${operation.template}`,
        status: response.status,
        ok: true,
      });
    }
  });

  it('passes a key from another site too: it proves itself, unlike a cookie', async () => {
    await withKey('post', `/api/v1/jobs/${adaJob}/start`, adaKey).set('Origin', 'https://evil.example').expect(201);
  });

  it("acts as the key's owner with the owner's plan, as the app does for the session", async () => {
    const before = JobsWorld.asked.length;
    const job = await withKey('get', `/api/v1/jobs/${adaJob}`, adaKey).expect(200);
    expect(JobsWorld.asked.slice(before)).toEqual([{ pattern: Rpc.GetJob, payload: { jobId: adaJob, userId: ada.id, plan: 'pro' } }]);
    expect(job.body.outputs).toEqual([expect.objectContaining({ fileName: OUTPUT_FILE, downloadUrl: `/api/v1/jobs/${adaJob}/outputs/${OUTPUT_FILE}` })]);

    const created = await withKey('post', '/api/v1/jobs', adaKey).attach('intro', Buffer.from('clip'), 'hook.mp4').field('placements', '9:16').expect(201);
    expect(created.body.status).toBe('pending');
    expect(uploads.received.at(-1)).toMatchObject({ path: '/internal/uploads', userId: ada.id, plan: 'pro', contentType: expect.stringContaining('multipart/form-data') });

    await withKey('post', `/api/v1/jobs/${adaJob}/clips`, adaKey).attach('body', Buffer.from('clip'), 'body.mp4').expect(200);
    expect(uploads.received.at(-1)).toMatchObject({ path: `/internal/jobs/${adaJob}/clips`, userId: ada.id });
  });

  it('lists the history with download URLs, and answers 304 to its ETag', async () => {
    const list = await withKey('get', '/api/v1/jobs', adaKey).expect(200);
    expect(list.body.find((job: { id: string }) => job.id === adaJob).outputs[0].downloadUrl).toBe(`/api/v1/jobs/${adaJob}/outputs/${OUTPUT_FILE}`);
    await withKey('get', '/api/v1/jobs', adaKey).set('If-None-Match', list.headers['etag']).expect(304);
  });

  it('streams an output, seekable, by its download URL', async () => {
    const whole = await withKey('get', `/api/v1/jobs/${adaJob}/outputs/${OUTPUT_FILE}`, adaKey).buffer(true).expect(200);
    expect(Buffer.compare(whole.body as Buffer, OUTPUT_BYTES)).toBe(0);
    const part = await withKey('get', `/api/v1/jobs/${adaJob}/outputs/${OUTPUT_FILE}`, adaKey).set('Range', 'bytes=10-19').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${OUTPUT_BYTES.length}`);
    expect(Buffer.compare(part.body as Buffer, OUTPUT_BYTES.subarray(10, 20))).toBe(0);
  });

  it("answers another customer's job, output and webhook with 404, through the same lookups", async () => {
    const graceKey = await createKey(http, grace);
    const before = JobsWorld.asked.length;
    await withKey('get', `/api/v1/jobs/${adaJob}`, graceKey).expect(404);
    await withKey('post', `/api/v1/jobs/${adaJob}/start`, graceKey).expect(404);
    await withKey('get', `/api/v1/jobs/${adaJob}/outputs/${OUTPUT_FILE}`, graceKey).expect(404);
    await withKey('get', `/api/v1/jobs/${adaJob}/download`, graceKey).expect(404);
    expect(JobsWorld.asked.slice(before).map((asked) => asked.payload['userId'])).toEqual([grace.id, grace.id, grace.id, grace.id]);
    await withKey('get', `/api/v1/webhooks/${adaHook.endpointId}/deliveries`, graceKey).expect(404);
    await withKey('post', `/api/v1/webhooks/deliveries/${adaHook.deliveryId}/replay`, graceKey).expect(404);
    // Ids that cannot be ids are missing things, answered before any lookup.
    await withKey('get', '/api/v1/jobs/not-a-job', graceKey).expect(404);
  });

  it('validates bodies as the app does', async () => {
    const refused = await withKey('post', '/api/v1/webhooks', adaKey).send({ url: 'https://example.com/hook', events: ['job.exploded'] }).expect(400);
    expect(refused.body.code).toBe(ErrorCode.ValidationFailed);
    await withKey('put', `/api/v1/jobs/${adaJob}/plan`, adaKey).send({ exclusions: 'h1-b1' }).expect(400);
    await withKey('get', `/api/v1/jobs/${adaJob}/download?files=../etc`, adaKey).expect(400);
  });

  it('takes a plan\'s texts normalised, and refuses texts and styles the rules refuse with 400 in their words, before the jobs service', async () => {
    const plan = { exclusions: [], duration: null, balanced: null, nameTemplate: 'h{h}-t{t}-b{b}-c{c}_{ratio}' };
    const style = { ...DEFAULT_TEXT_STYLE, colour: '#FFFFFF', backdropColour: '#000000' };
    const kept = await withKey('put', `/api/v1/jobs/${adaJob}/plan`, adaKey).send({ ...plan, texts: [{ text: '  Stop   scrolling ' }], textStyle: style }).expect(200);
    expect(kept.body.settings).toMatchObject({ texts: [{ text: 'Stop scrolling' }], textStyle: { ...style, colour: '#ffffff', backdropColour: '#000000' } });

    const before = JobsWorld.asked.length;
    const refusals = [
      [{ texts: [{ text: 'Big sale 🔥' }] }, TEXT_MESSAGES.emoji],
      [{ texts: [{ text: 'Same' }, { text: ' same ' }] }, TEXT_MESSAGES.duplicate],
      [{ texts: [{ text: 'Grey' }], textStyle: { ...DEFAULT_TEXT_STYLE, colour: '#777777', backdropColour: '#888888' } }, TEXT_MESSAGES.contrast(contrastRatio('#777777', '#888888'))],
    ] as const;
    for (const [texts, message] of refusals) {
      const refused = await withKey('put', `/api/v1/jobs/${adaJob}/plan`, adaKey).send({ ...plan, ...texts }).expect(400);
      expect(refused.body).toMatchObject({ code: ErrorCode.ValidationFailed, message });
    }
    expect(JobsWorld.asked.length).toBe(before);
  });

  it('refuses a key past its calls a minute with 429 and Retry-After, other keys unaffected', async () => {
    const busy = await createKey(http, ada, 'busy');
    const limiter = stack.gateway.get(ApiKeyRateLimiter);
    for (let i = 1; i < API_KEY_LIMITS.requestsPerMinute; i++) limiter.take(busy.id);
    await withKey('get', '/api/v1/clips', busy).expect(200);
    const refused = await withKey('get', '/api/v1/clips', busy).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ code: ErrorCode.RateLimited, details: { retryAfterSeconds: Number(refused.headers['retry-after']) } });
    expect(refused.body.message).toContain(`${API_KEY_LIMITS.requestsPerMinute} calls a minute per key`);
    await withKey('get', '/api/v1/clips', adaKey).expect(200);
  });
});
