import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  type CreatedWebhookEndpoint,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookEndpointBody,
  type WebhookEndpointView,
  type WebhookEventBody,
  type WebhookEventType,
} from '@reelmix/contracts';
import { JobViewSchema } from './job-view.schema';

const DELIVERY_STATUSES: WebhookDeliveryStatus[] = ['pending', 'delivered', 'failed'];

@ApiSchema({ name: 'WebhookEndpointBody' })
export class WebhookEndpointBodySchema implements WebhookEndpointBody {
  @ApiProperty({ maxLength: WEBHOOK_LIMITS.urlMaxLength, description: 'An https:// address on the public internet.', example: 'https://example.com/reelmix-events' })
  url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, minItems: 1, uniqueItems: true }) events!: WebhookEventType[];
}

@ApiSchema({ name: 'WebhookEndpoint' })
export class WebhookEndpointSchema implements WebhookEndpointView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true }) events!: WebhookEventType[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'CreatedWebhookEndpoint' })
export class CreatedWebhookEndpointSchema extends WebhookEndpointSchema implements CreatedWebhookEndpoint {
  @ApiProperty({ description: 'The signing secret (`whsec_…`), shown this once: keep it to check `Reelmix-Signature`.' }) secret!: string;
}

@ApiSchema({ name: 'WebhookDelivery' })
export class WebhookDeliverySchema implements WebhookDeliveryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) endpointId!: string;
  @ApiProperty({ format: 'uuid', description: 'The event\'s id, the same on every attempt: deduplicate by it.' }) eventId!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: WebhookEventType;
  @ApiProperty({ enum: DELIVERY_STATUSES, description: '`pending` while attempts remain, `delivered` on a 2xx, `failed` once the retry window ran out.' })
  status!: WebhookDeliveryStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastAttemptAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) nextAttemptAt!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The receiver\'s HTTP status; null when there was no answer.' }) lastStatus!: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt!: string | null;
}

@ApiSchema({ name: 'WebhookEventData' })
class WebhookEventDataSchema {
  @ApiProperty({ type: JobViewSchema, description: 'The job as `GET /api/v1/jobs/{id}` showed it when the event happened.' }) job!: JobViewSchema;
  @ApiPropertyOptional({ description: 'With `output.ready`, `ad.published` and `publication.failed`: the output it is about.' }) fileName?: string;
  @ApiPropertyOptional({ description: 'With `ad.published`: the ad\'s id on the platform.', example: '120210000000000001' }) adId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'With `ad.published`: the publication (`GET /api/v1/jobs/{id}/publications`) that made the ad.' }) publicationId?: string;
  @ApiPropertyOptional({ description: 'With `publication.failed`: why the output could not be published, in words for the buyer.' }) reason?: string;
}

/** What is POSTed to an endpoint; documented in the OpenAPI `webhooks` section. */
@ApiSchema({ name: 'WebhookEvent' })
export class WebhookEventSchema implements Omit<WebhookEventBody, 'data'> {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: WebhookEventType;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: WebhookEventDataSchema }) data!: WebhookEventDataSchema;
}
