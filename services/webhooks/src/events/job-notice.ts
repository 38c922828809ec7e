import { type WebhookEventType } from '@reelmix/contracts';

/** What a job event says, reduced to what a webhook about it needs. */
export interface JobNotice {
  type: WebhookEventType;
  userId: string;
  jobId: string;
  /** When it happened, as the job event says: the webhook's `createdAt`. */
  occurredAt: string;
  /** For `output.ready`: the output that is ready. */
  fileName?: string;
}
