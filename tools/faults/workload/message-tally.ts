import { ErrorCode } from '@reelmix/contracts';
import { emptyTally, type Tally } from '../ledger';
import type { InjectedMessage } from './message-injector';

/** The broker's reason when a consumer refused a message outright, rather than after redeliveries. */
const REFUSED_AT_ONCE = 'rejected';

/**
 * The bad messages as a ledger line. Completed: parked exactly once (or answered with exactly one
 * validation error); duplicated: parked or answered more than once, or answered as if it were
 * valid; lost: acknowledged by the broker, then neither. Each of those is named in `problems`,
 * and so is a message parked only after the queue's redeliveries ran out, since a message that
 * can never succeed must be parked at once.
 */
export function tallyMessages(messages: InjectedMessage[]): { tally: Tally; problems: string[] } {
  const tally: Tally = { ...emptyTally(), attempted: messages.length };
  const problems: string[] = [];
  for (const message of messages) {
    const name = `the ${message.kind} message on ${message.queue}`;
    if (message.acknowledged) tally.acknowledged += 1;
    else problems.push(`${name} was not taken by the broker (${message.refused ?? 'no confirm'})`);
    const outcome = message.refusal === 'parked' ? parkingOf(message) : answerOf(message);
    if (outcome.completed) tally.completed += 1;
    if (outcome.duplicated) tally.duplicated += 1;
    if (message.acknowledged && !outcome.completed && !outcome.duplicated) tally.lost += 1;
    problems.push(...outcome.problems.map((problem) => `${name} ${problem}`));
  }
  return { tally, problems };
}

interface Outcome {
  completed: boolean;
  duplicated: boolean;
  problems: string[];
}

function parkingOf(message: InjectedMessage): Outcome {
  const parked = message.parkings.length;
  const problems: string[] = [];
  if (parked === 0 && message.acknowledged) problems.push(`was never parked in ${message.queue}.dlq`);
  if (parked > 1) problems.push(`was parked ${parked} times`);
  const late = message.parkings.filter((reason) => reason !== REFUSED_AT_ONCE);
  if (late.length > 0) problems.push(`was parked only after redeliveries (${late.join(', ')}), not at once`);
  return { completed: parked === 1, duplicated: parked > 1, problems };
}

function answerOf(message: InjectedMessage): Outcome {
  const replies = message.replies;
  const problems: string[] = [];
  const accepted = replies.filter((reply) => reply?.ok === true).length;
  const refusals = replies.filter((reply) => reply?.ok === false);
  const unreadable = replies.filter((reply) => reply === undefined).length;
  if (replies.length === 0 && message.acknowledged) problems.push('got no reply');
  if (replies.length > 1) problems.push(`got ${replies.length} replies`);
  if (accepted > 0) problems.push('was answered as if it were a valid request');
  if (unreadable > 0) problems.push('got a reply that is not an RPC reply');
  for (const refusal of refusals) {
    if (refusal?.ok === false && refusal.error.code !== ErrorCode.ValidationFailed) problems.push(`was refused with ${refusal.error.code}, not ${ErrorCode.ValidationFailed}`);
  }
  const completed = replies.length === 1 && refusals.length === 1;
  return { completed, duplicated: replies.length > 1 || accepted > 0, problems };
}
