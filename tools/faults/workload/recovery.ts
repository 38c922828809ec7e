import type { HealthReport } from '@reelmix/contracts';
import { sleep } from '@reelmix/testing';
import type { FaultStack } from '../fault-stack';
import { type FaultJob, viewOf } from './fault-job';

const POLL_MS = 200;
const RECOVERY_TIMEOUT_MS = 3 * 60_000;

/**
 * Milliseconds from `since` (the kill, or the moment a dependency came back) until the product
 * serves its customer and works again: every service reports up, the job's owner can read the
 * job (a call that crosses the gateway, auth's session check and the jobs service's database),
 * and the job has stored an output after `outputsAtEnd` or ended. Undefined when that did not
 * happen within three minutes.
 */
export async function timeToRecover(stack: FaultStack, job: FaultJob, since: number, outputsAtEnd: number): Promise<number | undefined> {
  while (Date.now() - since < RECOVERY_TIMEOUT_MS) {
    const health = (await fetch(`${stack.gateway}/api/health`).then((r) => r.json(), () => undefined)) as HealthReport | undefined;
    const view = health?.status === 'up' ? await viewOf(stack, job) : undefined;
    if (view && (view.counts.producedOutputs > outputsAtEnd || view.status === 'completed' || view.status === 'failed')) return Date.now() - since;
    await sleep(POLL_MS);
  }
  return undefined;
}

/** Outputs the job has stored, read from its database directly (the suite's own connection works while the services' is cut). */
export async function storedOutputs(stack: FaultStack, job: FaultJob): Promise<number> {
  const [row] = await stack.query<{ done: string }>(`SELECT count(done_at) AS done FROM jobs.job_outputs WHERE job_id = $1`, [job.jobId]);
  return Number(row?.done ?? 0);
}

/** How many times the supervisor has restarted a process so far (it says so on every restart). */
export function restartsSoFar(stack: FaultStack): number {
  return stack.output().match(/exited \([^)]*\); restarting/g)?.length ?? 0;
}
