import type { JobView } from '@reelmix/contracts';
import type { Page } from 'playwright-core';

/** The job of the signed-in customer, read as the app reads it. */
export async function jobOf(page: Page, jobId: string): Promise<JobView> {
  const answer = await page.request.get(`/api/jobs/${jobId}`);
  if (!answer.ok()) throw new Error(`GET /api/jobs/${jobId} answered ${answer.status()}`);
  return (await answer.json()) as JobView;
}

/** Polls the job until it has finished `outputs` videos; fails at once if the job fails. */
export async function untilCompleted(page: Page, jobId: string, outputs: number, timeoutMs: number): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobOf(page, jobId);
    if (job.status === 'failed') throw new Error(`the job failed: ${job.message}`);
    if (job.status === 'completed' && job.counts.producedOutputs === outputs) return job;
    if (Date.now() > deadline) throw new Error(`the job did not finish ${outputs} outputs in ${timeoutMs} ms: ${JSON.stringify(job.counts)}`);
    await page.waitForTimeout(500);
  }
}

/** The newest job in the customer's history. */
export async function latestJobId(page: Page): Promise<string> {
  const jobs = (await (await page.request.get('/api/jobs')).json()) as JobView[];
  if (!jobs[0]) throw new Error('the history lists no job');
  return jobs[0].id;
}
