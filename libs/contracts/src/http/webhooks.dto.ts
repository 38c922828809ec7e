/*
 * Webhooks: a customer's HTTPS endpoints told when their work changes. Each delivery is a JSON
 * POST signed like `Reelmix-Signature: t=<unix>,v1=<hex>`, where v1 is the HMAC-SHA256, keyed with
 * the endpoint's secret, of `<t>.<raw body>`. Delivered at least once, in no guaranteed order;
 * the event id deduplicates. See docs/api.md.
 */
import type { AdPlatform } from './ad-publishing.dto';
import type { JobView } from './job.dto';

export const WEBHOOK_EVENT_TYPES = ['job.completed', 'job.failed', 'output.ready', 'ad.published', 'publication.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_SIGNATURE_HEADER = 'Reelmix-Signature';
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const WEBHOOK_LIMITS = {
  /** Endpoints per customer. */
  perUser: 10,
  urlMaxLength: 2048,
  /** A delivery is retried with exponential backoff until this long after the event, then given up. */
  retryForMs: 24 * 60 * 60 * 1000,
  /** The first retry's wait; each next one doubles, up to maxBackoffMs. */
  firstBackoffMs: 30 * 1000,
  maxBackoffMs: 60 * 60 * 1000,
  /** A receiver must answer within this; anything but 2xx is a failure. */
  timeoutMs: 10 * 1000,
  /** How much of a receiver's answer the delivery log keeps. */
  loggedResponseBytes: 1024,
  /** Deliveries the log lists per endpoint, newest first. */
  logLength: 100,
} as const;

export const WEBHOOK_URL_REFUSED = 'Webhook URLs must be https:// addresses on the public internet.';

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEventType[];
  createdAt: string;
}

/** `POST /api/v1/webhooks`' answer: the only time the signing secret is shown. */
export interface CreatedWebhookEndpoint extends WebhookEndpointView {
  secret: string;
}

/** What is POSTed to an endpoint. `data.job` is the job as `GET /api/v1/jobs/{id}` shows it then. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: WebhookEventData;
}

/** A webhook's `data`: the job, and what the event type adds about one of its outputs. */
export interface WebhookEventData {
  job: JobView;
  /** The output the event is about (`output.ready`, `ad.published`, `publication.failed`). */
  fileName?: string;
  /** The ad platform's id for the ad made from the output (`ad.published`). */
  adId?: string;
  /** The publish the output belongs to: a `PublicationView` id from `GET /api/v1/jobs/{id}/publications` (`ad.published`, `publication.failed`). */
  publicationId?: string;
  /** The ad platform published to (`ad.published`, `publication.failed`). */
  platform?: AdPlatform;
  /** Why the output could not be published, in words for the buyer (`publication.failed`). */
  reason?: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  eventId: string;
  type: WebhookEventType;
  /** `pending` while attempts remain, `delivered` on a 2xx, `failed` once the retry window ran out. */
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** The receiver's HTTP status, or null when there was no answer (refused, timed out, address not allowed). */
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}
