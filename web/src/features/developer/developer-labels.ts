import type { WebhookDeliveryStatus, WebhookDeliveryView, WebhookEventType } from '@reelmix/contracts/browser';
import type { BadgeVariant } from '@reelmix/ui';
import { formatDateTime } from '../dashboard/format-date';

const counts = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return counts.format(value);
}

/** A key's readable start, marked as cut short so nobody takes it for the whole key: `rmx_AbC12345…`. */
export function shownKeyPrefix(prefix: string): string {
  return `${prefix}…`;
}

export function lastUsedLabel(lastUsedAt: string | null): string {
  return lastUsedAt === null ? 'Never' : formatDateTime(lastUsedAt);
}

/** What each event announces, beside its name in the endpoint form. */
export const EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'job.completed': 'A job finished rendering; every output can be downloaded.',
  'job.failed': 'A job stopped with an error.',
  'output.ready': 'One output video is stored, while the rest still render (one event per video).',
  'ad.published': "One output became an ad on your ad account (one event per video, with the ad's id).",
  'publication.failed': 'One output could not be published as an ad, with the reason.',
};

export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; badge: BadgeVariant }> = {
  pending: { label: 'Pending', badge: 'secondary' },
  delivered: { label: 'Delivered', badge: 'success' },
  failed: { label: 'Failed', badge: 'destructive' },
};

export function attemptsLabel(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

/** The receiver's last answer: its HTTP status, what went wrong, or that nothing was sent yet. */
export function lastAnswerLabel(delivery: Pick<WebhookDeliveryView, 'lastStatus' | 'lastError' | 'attempts'>): string {
  const parts = [delivery.lastStatus === null ? null : `HTTP ${delivery.lastStatus}`, delivery.lastError].filter(Boolean);
  if (parts.length > 0) return parts.join(': ');
  return delivery.attempts === 0 ? 'Not sent yet' : 'No answer';
}

/** Only a pending delivery has a next attempt; a finished one shows a dash. */
export function nextAttemptLabel(delivery: Pick<WebhookDeliveryView, 'status' | 'nextAttemptAt'>): string {
  return delivery.status === 'pending' && delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—';
}
