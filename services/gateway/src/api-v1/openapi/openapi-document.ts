import type { INestApplication, Type } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, type OpenAPIObject, type PathItemObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_LIMITS, API_KEY_PREFIX, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@reelmix/contracts';
import { API_KEY_SCHEME } from '../api-key-protected.decorator';
import { withNullAsType } from './openapi-31';
import { WebhookEventSchema } from './webhooks.schema';

const DESCRIPTION = [
  'Reelmix\'s public API: jobs, their outputs, the clip library, publishing outputs as Meta ads with their live results, and webhooks, with the app\'s own rules and limits.',
  `Every call but this document needs an API key (\`${API_KEY_PREFIX}…\`, made in the app under API keys) as \`Authorization: Bearer <key>\`; cookies are never read. `,
  `A key may make ${API_KEY_LIMITS.requestsPerMinute} calls in any rolling minute; past it, 429 with \`Retry-After\`.`,
  `Webhook deliveries are signed: \`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`, where v1 is the HMAC-SHA256, keyed with the endpoint's secret, of \`<t>.<raw body>\`.`,
].join(' ');

const EVENT_SUMMARIES: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  'job.completed': 'A job finished rendering',
  'job.failed': 'A job failed',
  'output.ready': 'One output of a job is stored and can be downloaded',
  'ad.published': 'One output of a job became an ad on the ad platform',
  'publication.failed': 'One output of a job could not be published as an ad',
};

/** What each endpoint receives: one POST per event, described in OpenAPI 3.1's `webhooks`. */
function webhooks(): NonNullable<OpenAPIObject['webhooks']> {
  return Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type, delivery(type)]));
}

function delivery(type: (typeof WEBHOOK_EVENT_TYPES)[number]): PathItemObject {
  return {
    post: {
      summary: EVENT_SUMMARIES[type],
      description:
        'Delivered at least once, in no guaranteed order: deduplicate by the event `id`. ' +
        `Anything but a 2xx within ${WEBHOOK_LIMITS.timeoutMs / 1000} seconds is retried with exponential backoff for ${WEBHOOK_LIMITS.retryForMs / 3_600_000} hours.`,
      parameters: [
        { name: WEBHOOK_SIGNATURE_HEADER, in: 'header', required: true, schema: { type: 'string' }, description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`' },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: getSchemaPath(WebhookEventSchema) } } } },
      responses: { '2XX': { description: 'Received.' } },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the controllers of `modules`, read from their decorators: the
 * document is generated from the routes themselves, so it cannot list a route that does not exist.
 */
export function buildOpenApiDocument(app: INestApplication, modules: Type[]): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Reelmix API')
    .setVersion('1')
    .setDescription(DESCRIPTION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'API key', description: `An API key, \`${API_KEY_PREFIX}…\`.` }, API_KEY_SCHEME)
    .addTag('Jobs', 'Create jobs from clips, choose their combinations, render them and download the videos.')
    .addTag('Clips', 'The clip library: clips uploaded once, usable in any later job.')
    .addTag('Publishing', 'Connect a Meta ad account, publish a job\'s videos as ads, read their results live and pause the losers.')
    .addTag('Webhooks', 'Endpoints told when jobs and outputs are done or published, and their delivery log.')
    .build();
  const document = SwaggerModule.createDocument(app, { ...config, webhooks: webhooks() }, {
    include: modules,
    extraModels: [WebhookEventSchema],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/^V1|Controller$/g, '')}_${methodKey}`,
  });
  return withNullAsType(document);
}
