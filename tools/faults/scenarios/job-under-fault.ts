import type { FaultStack } from '../fault-stack';
import type { FaultOutcome } from '../ledger';
import { type FaultJob, settleFaultJob, startFaultJob, untilOutputs } from '../workload/fault-job';
import { LoginTraffic } from '../workload/login-traffic';
import { restartsSoFar, storedOutputs, timeToRecover } from '../workload/recovery';

export interface Injection {
  /** When the fault ended (Date.now()): the kill itself, or the dependency's return. Recovery is timed from it, to work flowing again. */
  endedAt: number;
  /** Process restarts the fault is expected to cause (a killed service comes back once); any other is a crash. */
  expectedRestarts: number;
  /** What else must be back before the round counts as recovered (held mail delivered, say). */
  untilRecovered?: () => Promise<unknown>;
}

/**
 * The shape of most rounds: logins under way and an eight-output job stored its first output,
 * then `inject` does its fault and says when it ended; the round times the recovery, waits for
 * every service, follows the job to its end and counts every effect.
 */
export async function jobUnderFault(stack: FaultStack, inject: (job: FaultJob) => Promise<Injection>): Promise<FaultOutcome> {
  const problems: string[] = [];
  const traffic = await LoginTraffic.start(stack);
  const job = await startFaultJob(stack);
  const restartsBefore = restartsSoFar(stack);
  let recoverMs: number | undefined;
  try {
    if (job.acknowledged) await untilOutputs(stack, job, 1);
    else problems.push(`the job was not started before the fault: ${job.answer}`);
    const injection = await inject(job);
    recoverMs = await timeToRecover(stack, job, injection.endedAt, await storedOutputs(stack, job));
    if (recoverMs === undefined) problems.push('the product did not serve and work again within 3 minutes');
    else if (injection.untilRecovered) {
      await injection.untilRecovered();
      recoverMs = Date.now() - injection.endedAt;
    }
    await stack.untilAllUp();
    const restarts = restartsSoFar(stack) - restartsBefore;
    if (restarts > injection.expectedRestarts) problems.push(`${restarts - injection.expectedRestarts} service process(es) crashed and were restarted`);
  } catch (error) {
    problems.push(`the round broke off: ${error instanceof Error ? error.message : String(error)}`);
  }
  const settled = await settleFaultJob(stack, job);
  const logins = await traffic.finish();
  return { tallies: { ...settled.tallies, logins: logins.tally }, recoverMs, problems: [...problems, ...settled.problems, ...logins.problems] };
}
