import { type AdPlatform, type WebhookEventType } from '@reelmix/contracts';

/** What a job event says, reduced to what a webhook about it needs. */
export interface JobNotice {
  type: WebhookEventType;
  userId: string;
  jobId: string;
  /** When it happened, as the job event says: the webhook's `createdAt`. */
  occurredAt: string;
  /** What the body's `data` carries beside the job, in this order. */
  details?: NoticeDetails;
}

/**
 * `output.ready`: the output that is ready. `ad.published`: the output, the platform's ad id, the
 * publication and the platform. `publication.failed`: the output, why, the publication and the platform.
 */
export interface NoticeDetails {
  fileName: string;
  adId?: string;
  reason?: string;
  publicationId?: string;
  platform?: AdPlatform;
}
