import { waitFor } from '@reelmix/testing';
import type { Fault } from '../fault';
import type { FaultStack } from '../fault-stack';
import type { FaultOutcome } from '../ledger';
import { settleFaultJob, startFaultJob, untilOutputs } from '../workload/fault-job';
import { type InjectedMessage, MessageInjector } from '../workload/message-injector';
import { MALFORMED_BODY, messageTargets } from '../workload/message-targets';
import { tallyMessages } from '../workload/message-tally';
import { restartsSoFar } from '../workload/recovery';

export { messageQueues } from '../workload/message-targets';

/** Consumers refuse bad messages at once; a minute covers a render queue busy with the job's own tasks. */
const REFUSAL_TIMEOUT_MS = 60_000;
/** Once the job has ended its tasks are off the render queue, so whatever waited behind them has had its turn. */
const AFTER_JOB_TIMEOUT_MS = 30_000;

/**
 * A malformed and a poison message on every queue a service consumes, while a job's work flows
 * through the same queues. Each must be parked in its queue's dead-letter queue exactly once
 * (or, for a request, answered with a validation error exactly once), no process may crash on
 * one, and the job must end as if nothing had been sent. Nothing stops serving, so there is no
 * recovery to time.
 */
async function poisonAndMalformed(stack: FaultStack): Promise<FaultOutcome> {
  const problems: string[] = [];
  const job = await startFaultJob(stack);
  const restartsBefore = restartsSoFar(stack);
  const injector = await MessageInjector.open(stack.amqpUrl);
  const untilRefused = (timeoutMs: number) =>
    waitFor(async () => injector.allRefused() || undefined, { what: 'every bad message to be parked or answered', timeoutMs, intervalMs: 250 }).catch(() => undefined);
  try {
    if (job.acknowledged) await untilOutputs(stack, job, 1);
    else problems.push(`the job was not started before the messages: ${job.answer}`);
    const targets = messageTargets();
    const present = await injector.existing(targets.map((target) => target.queue));
    for (const target of targets) if (!present.has(target.queue)) problems.push(`${target.queue} is not declared in the stack; nothing was sent to it`);
    const reachable = targets.filter((target) => present.has(target.queue));
    await injector.watchDeadLetters(reachable.filter((target) => target.refusal === 'parked').map((target) => target.queue));
    for (const target of reachable) {
      await injector.inject(target, 'malformed', MALFORMED_BODY);
      await injector.inject(target, 'poison', Buffer.from(JSON.stringify(target.poison(job))));
    }
    await untilRefused(REFUSAL_TIMEOUT_MS);
    await stack.untilAllUp();
  } catch (error) {
    problems.push(`the round broke off: ${error instanceof Error ? error.message : String(error)}`);
  }
  let settled: Awaited<ReturnType<typeof settleFaultJob>>;
  try {
    // The dead-letter watch runs on while the job settles, so a message parked a second time is seen.
    settled = await settleFaultJob(stack, job);
    await untilRefused(AFTER_JOB_TIMEOUT_MS);
    problems.push(...(await stillWaiting(injector)));
  } finally {
    await injector.close();
  }
  const restarts = restartsSoFar(stack) - restartsBefore;
  if (restarts > 0) problems.push(`${restarts} service process(es) crashed and were restarted`);
  const messages = tallyMessages(injector.messages());
  return { tallies: { ...settled.tallies, messages: messages.tally }, recoverMs: undefined, problems: [...problems, ...messages.problems, ...settled.problems] };
}

/** For each queue with a message neither parked nor answered: how much still waits there, the likely place of the missing one. */
async function stillWaiting(injector: MessageInjector): Promise<string[]> {
  const unrefused = (message: InjectedMessage) => message.acknowledged && message.parkings.length === 0 && message.replies.length === 0;
  const queues = new Set(injector.messages().filter(unrefused).map((message) => message.queue));
  const problems: string[] = [];
  for (const queue of queues) {
    const ready = await injector.readyIn(queue).catch(() => undefined);
    if (ready) problems.push(`${queue} still holds ${ready} message(s) no consumer has taken`);
  }
  return problems;
}

export function messageFaults(): Fault[] {
  return [{ name: 'poison and malformed messages', inShortRun: true, run: poisonAndMalformed }];
}
