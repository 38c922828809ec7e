import type { OpenAPIObject } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES } from '@reelmix/contracts';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { configureHttp } from '../src/configure-http';
import { type GatewayWithAuth, startGatewayWithAuth } from './support/gateway-with-auth';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** The one public route of `/api/v1`, which the document leaves out of itself. */
const OPENAPI_ROUTE = 'GET /api/v1/openapi.json';

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every `/api/v1` route the Express router holds, as `METHOD /path/{param}`. */
function registeredRoutes(stack: GatewayWithAuth): Set<string> {
  const app = stack.gateway.getHttpAdapter().getInstance() as unknown as { router: { stack: ExpressLayer[] } };
  const routes = app.router.stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = ([] as string[]).concat(layer.route.path);
    const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method] && method !== '_all');
    return paths.flatMap((path) => methods.map((method) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`));
  });
  return new Set(routes.filter((route) => route.split(' ')[1].startsWith('/api/v1/')));
}

function documentedRoutes(document: OpenAPIObject): Set<string> {
  return new Set(
    Object.entries(document.paths).flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`)),
  );
}

/* The OpenAPI document is generated from the routes; these tests hold it to them. */
describe('gateway: the public API\'s OpenAPI document', () => {
  let stack: GatewayWithAuth;
  let http: TestAgent;
  let document: OpenAPIObject;

  beforeAll(async () => {
    stack = await startGatewayWithAuth({}, { configure: (gateway, config) => configureHttp(gateway, config) });
    http = request(stack.gateway.getHttpServer());
    document = (await http.get('/api/v1/openapi.json').expect(200).expect('Content-Type', /application\/json/)).body as OpenAPIObject;
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('is served without a key, as OpenAPI 3.1 with nothing of 3.0 left', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.stringify(document)).not.toContain('"nullable"');
    expect(document.info.title).toBe('Reelmix API');
  });

  it('lists every /api/v1 route the router holds, with its method, and no other', () => {
    const registered = registeredRoutes(stack);
    expect(registered.has(OPENAPI_ROUTE)).toBe(true);
    registered.delete(OPENAPI_ROUTE);
    expect(registered.size).toBeGreaterThanOrEqual(15);
    expect([...documentedRoutes(document)].sort()).toEqual([...registered].sort());
  });

  it('asks for the bearer key on every operation, and documents its refusals', () => {
    expect(document.components?.securitySchemes?.['apiKey']).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS.filter((candidate) => item[candidate])) {
        const operation = item[method]!;
        const route = `${method.toUpperCase()} ${path}`;
        expect({ route, security: operation.security }).toEqual({ route, security: [{ apiKey: [] }] });
        expect({ route, summary: typeof operation.summary }).toEqual({ route, summary: 'string' });
        expect({ route, refusals: ['401', '429'].filter((status) => operation.responses[status]) }).toEqual({ route, refusals: ['401', '429'] });
        expect({ route, answers: Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)) }).toEqual({ route, answers: true });
      }
    }
  });

  it('describes the bodies: a multipart form to create a job, JSON schemas for the rest', () => {
    const create = document.paths['/api/v1/jobs'].post!;
    const form = (create.requestBody as { content: Record<string, { schema: { $ref: string } }> }).content['multipart/form-data'];
    expect(form.schema.$ref).toBe('#/components/schemas/NewJobForm');
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys((schemas['NewJobForm'] as { properties: object }).properties)).toEqual(expect.arrayContaining(['intro', 'body', 'cta', 'placements', 'framing']));
    expect(schemas['JobView']).toBeDefined();
    // The one estimate a client shows: seconds, or null when the job is not processing.
    expect((schemas['JobView'] as { properties: Record<string, object> }).properties['estimatedSecondsLeft']).toMatchObject({ type: ['number', 'null'] });
    expect((schemas['JobOutput'] as { properties: object }).properties).toHaveProperty('downloadUrl');
    expect(document.paths['/api/v1/jobs/{id}/plan'].put?.requestBody).toBeDefined();
    expect(document.paths['/api/v1/webhooks'].post?.requestBody).toBeDefined();
  });

  it("shows a library clip's label, and each job clip's beside its file name", () => {
    const schemas = (document.components?.schemas ?? {}) as Record<string, { properties: Record<string, { $ref?: string }> }>;
    expect(schemas['LibraryClip'].properties['label']).toMatchObject({ type: ['string', 'null'] });
    expect(schemas['JobView'].properties['clipLabels'].$ref).toBe('#/components/schemas/JobClipLabels');
    expect(Object.keys(schemas['JobClipLabels'].properties)).toEqual(['intro', 'body', 'cta']);
  });

  it('describes what webhook endpoints receive and how it is signed', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(Object.keys(document.webhooks ?? {})).toEqual(expect.arrayContaining(['job.completed', 'job.failed', 'output.ready', 'ad.published', 'publication.failed']));
    const data = (document.components?.schemas?.['WebhookEventData'] as { properties: object }).properties;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['fileName', 'adId', 'publicationId', 'reason']));
    expect(document.info.description).toContain('Reelmix-Signature: t=<unix seconds>,v1=<hex>');
  });
});
