import { WEBHOOK_LIMITS } from '@reelmix/contracts';
import { type AttemptRecord } from './webhook-deliveries.repository';
import { type PostOutcome } from './webhook-post';

/**
 * What the delivery log keeps of an attempt: the status, and for anything but a 2xx why it
 * counts as a failure, with the start of the receiver's answer (cut to the logged size).
 */
export function describeFailure(outcome: PostOutcome): AttemptRecord {
  if (outcome.status === null) return { status: null, error: truncate(outcome.error) };
  const { status, answer } = outcome;
  if (status >= 200 && status < 300) return { status, error: null };
  const what = status >= 300 && status < 400 ? `Redirect ${status} not followed (webhooks go only to the registered URL)` : `Receiver answered ${status}`;
  return { status, error: truncate(answer.trim() === '' ? what : `${what}: ${answer.trim()}`) };
}

function truncate(text: string): string {
  const limit = WEBHOOK_LIMITS.loggedResponseBytes;
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= limit) return text;
  // A cut inside a multi-byte character decodes to U+FFFD, which is longer: drop it.
  return `${bytes.subarray(0, limit - 3).toString('utf8').replace(/\uFFFD$/, '')}...`;
}
