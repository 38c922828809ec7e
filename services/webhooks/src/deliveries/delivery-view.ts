import { type WebhookDeliveryStatus, type WebhookDeliveryView, type WebhookEventType } from '@reelmix/contracts';

/** A delivery row with its event's type, as the log queries read it. */
export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  last_status: number | null;
  last_error: string | null;
  delivered_at: Date | null;
}

export function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    // Only a pending delivery has a next attempt; while one is under way this is its lease's end.
    nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    lastStatus: row.last_status,
    lastError: row.last_error,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}
