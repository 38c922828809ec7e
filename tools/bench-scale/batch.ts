import type { JobView } from '@reelmix/contracts';
import { Rpc } from '@reelmix/contracts';
import { randomUUID } from 'node:crypto';
import { makeClip } from '../../e2e/fixtures/clips';
import { type Customer, signUpAndLogIn, withAuthRpc } from '../../e2e/fixtures/customer';
import { call, upload } from '../../e2e/fixtures/upload';
import { pause } from './render-processes';

/** 2 hooks x 1 body x 1 cta in one placement: two outputs a job. */
export const OUTPUTS_PER_JOB = 2;
const PLACEMENT = '9:16';
const POLL_MS = 250;
const JOB_TIMEOUT_MS = 20 * 60_000;
/** The admin toggle wants an admin's id for its record only. */
const ADMIN_ID = randomUUID();

export interface BatchCustomer extends Customer {
  pro: boolean;
}

/** Customers for one batch: free and Pro alternating, so the last one is Pro when the count is even. */
export async function makeCustomers(amqpUrl: string, gateway: string, count: number): Promise<BatchCustomer[]> {
  const customers: BatchCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const pro = (count - 1 - i) % 2 === 0;
    const customer = await withAuthRpc(amqpUrl, async (rpc) => {
      const made = await signUpAndLogIn(rpc, gateway);
      if (pro) await rpc.request('billing', Rpc.SetComplimentaryPro, { userId: made.id, isPro: true, adminId: ADMIN_ID });
      return made;
    });
    if (pro) await untilPro(gateway, customer);
    customers.push({ ...customer, pro });
  }
  return customers;
}

async function untilPro(gateway: string, customer: Customer): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!((await (await call(gateway, customer, '/api/auth/me')).json()) as { isPro: boolean }).isPro) {
    if (Date.now() > deadline) throw new Error(`Pro did not reach auth for ${customer.email}`);
    await pause(200);
  }
}

/**
 * Clips no earlier job had: the render service keeps normalised segments by a clip's content, so
 * each clip gets a picture size of its own, and every round normalises as much as the first.
 */
export function makeBatchClips(dir: string, round: number, job: number): { intro: string[]; body: string[]; cta: string[] } {
  const clip = (slot: number, seconds: number) => {
    const k = (round * 100 + job) * 4 + slot;
    return makeClip(dir, `r${round}-j${job}-${slot}.mp4`, { width: 320 + 2 * (k % 40), height: 240 + 2 * Math.floor(k / 40), seconds });
  };
  return { intro: [clip(0, 1), clip(1, 2)], body: [clip(2, 2)], cta: [clip(3, 1)] };
}

export async function uploadJob(gateway: string, customer: Customer, clips: ReturnType<typeof makeBatchClips>): Promise<string> {
  const uploaded = await upload(gateway, customer, clips, { placements: PLACEMENT });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  return (uploaded.body as unknown as JobView).id;
}

export interface JobRun {
  started: number;
  firstOutput: number;
  lastOutput: number;
  outputs: number;
}

/** `POST /api/process`, as the start button sends it; answers when it was sent (performance.now()). */
export async function startJob(gateway: string, customer: Customer, jobId: string): Promise<number> {
  const started = performance.now();
  const answer = await call(gateway, customer, `/api/process/${jobId}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`process of ${jobId} answered ${answer.status}: ${await answer.text()}`);
  return started;
}

/** Polls a started job to the end: when its first and last outputs were listed (performance.now()). */
export async function followJob(gateway: string, customer: Customer, jobId: string, started: number): Promise<JobRun> {
  let firstOutput: number | undefined;
  let seen = 0;
  let lastOutput = started;
  for (;;) {
    const view = (await (await call(gateway, customer, `/api/jobs/${jobId}`)).json()) as JobView;
    const now = performance.now();
    if (view.outputVideos.length > 0) firstOutput ??= now;
    if (view.outputVideos.length > seen) [seen, lastOutput] = [view.outputVideos.length, now];
    if (view.status === 'failed') throw new Error(`job ${jobId} failed: ${view.message}`);
    if (view.status === 'completed') {
      if (seen !== OUTPUTS_PER_JOB) throw new Error(`job ${jobId} completed with ${seen} of ${OUTPUTS_PER_JOB} outputs`);
      return { started, firstOutput: firstOutput ?? now, lastOutput, outputs: seen };
    }
    if (now - started > JOB_TIMEOUT_MS) throw new Error(`job ${jobId} still ${view.status} after ${JOB_TIMEOUT_MS / 60_000} minutes`);
    await pause(POLL_MS);
  }
}
