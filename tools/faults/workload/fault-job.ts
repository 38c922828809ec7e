import type { CreatedWebhookEndpoint, JobView } from '@reelmix/contracts';
import { sleep, waitFor } from '@reelmix/testing';
import { makeClip } from '../../../e2e/fixtures/clips';
import type { Customer } from '../../../e2e/fixtures/customer';
import { call, upload } from '../../../e2e/fixtures/upload';
import { makeCustomers } from '../../bench-scale/batch';
import type { FaultStack } from '../fault-stack';
import { emptyTally, type Tally } from '../ledger';
import { countOutputObjects } from './stored-objects';

/** 2 hooks x 2 bodies x 2 CTAs in one placement: eight outputs, long enough to fault in the middle. */
const SECTIONS = { intro: 2, body: 2, cta: 2 } as const;
export const OUTPUTS_PER_FAULT_JOB = SECTIONS.intro * SECTIONS.body * SECTIONS.cta;
const JOB_TIMEOUT_MS = 6 * 60_000;
/** After the job ends: how long its e-mail and webhooks may take (retries after a fault included). */
const EFFECTS_TIMEOUT_MS = 90_000;
/** How long to keep watching once everything expected arrived, so a late duplicate is seen. */
const SETTLE_MS = 3_000;

let clipsMade = 0;

export interface FaultJob {
  customer: Customer;
  jobId: string;
  acknowledged: boolean;
  answer: string;
}

/**
 * A Pro customer with a webhook endpoint on the suite's receiver (every event type), and a job
 * of eight outputs from clips no earlier job had (render keeps segments by content, so each job
 * renders everything), started as the start button starts it.
 */
export async function startFaultJob(stack: FaultStack): Promise<FaultJob> {
  const [customer] = await makeCustomers(stack.amqpUrl, stack.gateway, 1);
  const endpoint = await call(stack.gateway, customer!, '/api/webhooks', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: stack.receiver.urlFor(customer!.id), events: ['job.completed', 'job.failed', 'output.ready'] }),
  });
  if (!endpoint.ok) throw new Error(`registering the webhook endpoint answered ${endpoint.status}: ${await endpoint.text()}`);
  stack.receiver.trust(customer!.id, ((await endpoint.json()) as CreatedWebhookEndpoint).secret);

  const parts = { intro: clips(stack.dir, SECTIONS.intro, 1), body: clips(stack.dir, SECTIONS.body, 2), cta: clips(stack.dir, SECTIONS.cta, 1) };
  const uploaded = await upload(stack.gateway, customer!, parts, { placements: '9:16' });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  const jobId = String(uploaded.body.id);
  const started = await call(stack.gateway, customer!, `/api/process/${jobId}`, { method: 'POST' }).catch((error: Error) => error);
  const acknowledged = !(started instanceof Error) && started.ok;
  return { customer: customer!, jobId, acknowledged, answer: started instanceof Error ? started.message : String(started.status) };
}

function clips(dir: string, count: number, seconds: number): string[] {
  return Array.from({ length: count }, () => {
    const k = clipsMade++;
    return makeClip(dir, `fault-${k}.mp4`, { width: 320 + 2 * (k % 50), height: 240 + 2 * Math.floor(k / 50), seconds });
  });
}

/** The job as its owner sees it; undefined while the stack cannot answer (a fault is on). */
export async function viewOf(stack: FaultStack, job: FaultJob): Promise<JobView | undefined> {
  const response = await call(stack.gateway, job.customer, `/api/jobs/${job.jobId}`).catch(() => undefined);
  return response?.ok ? ((await response.json()) as JobView) : undefined;
}

/** Waits until the job has stored `outputs` outputs (the moment most faults are injected at). */
export async function untilOutputs(stack: FaultStack, job: FaultJob, outputs = 1): Promise<void> {
  await waitFor(async () => ((await viewOf(stack, job))?.counts.producedOutputs ?? 0) >= outputs, {
    what: `job ${job.jobId} to store ${outputs} output(s)`,
    timeoutMs: JOB_TIMEOUT_MS,
    intervalMs: 200,
  });
}

interface JobFacts {
  outputRows: number;
  doneRows: number;
  mailRows: number;
  mailsReceived: number;
  webhookRows: number;
}

/**
 * Follows the job to its end, gives its e-mail and webhooks time to arrive, and counts what
 * exists: rows, stored objects, mail received by the SMTP server, events received and verified
 * by the receiver. A job that never ends, or an effect that never appears, is lost; one applied
 * twice (two e-mails, two event ids for one output, an output stored under two names) is duplicated.
 */
export async function settleFaultJob(stack: FaultStack, job: FaultJob): Promise<{ tallies: Record<string, Tally>; problems: string[] }> {
  const problems: string[] = [];
  const expected = OUTPUTS_PER_FAULT_JOB;
  const terminal = job.acknowledged
    ? await waitFor(
        async () => {
          const view = await viewOf(stack, job);
          return view?.status === 'completed' || view?.status === 'failed' ? view : undefined;
        },
        { what: `job ${job.jobId} to end`, timeoutMs: JOB_TIMEOUT_MS, intervalMs: 500 },
      ).catch(() => undefined)
    : undefined;
  if (job.acknowledged && !terminal) problems.push(`job ${job.jobId} acknowledged but not ended after ${JOB_TIMEOUT_MS / 60_000} min`);
  if (terminal?.status === 'failed') problems.push(`job ${job.jobId} failed: ${terminal.message ?? ''}`);

  const allArrived = async () => {
    const facts = await factsOf(stack, job);
    return facts.mailsReceived >= 1 && stack.receiver.eventsOfJob(job.jobId).size >= expected + 1 ? facts : undefined;
  };
  if (terminal?.status === 'completed') await waitFor(allArrived, { what: 'the e-mail and webhooks', timeoutMs: EFFECTS_TIMEOUT_MS, intervalMs: 500 }).catch(() => undefined);
  await sleep(SETTLE_MS);
  const facts = await factsOf(stack, job);
  const objects = await countOutputObjects(stack, job.customer.id, job.jobId);
  const events = [...stack.receiver.eventsOfJob(job.jobId).values()];

  const acked = job.acknowledged ? 1 : 0;
  const jobs: Tally = { ...emptyTally(), attempted: 1, acknowledged: acked, completed: terminal?.status === 'completed' ? 1 : 0 };
  jobs.lost = acked - jobs.completed;

  const outputs: Tally = { ...emptyTally(), attempted: expected, acknowledged: acked * expected };
  outputs.completed = Math.min(facts.doneRows, objects.videos, expected);
  outputs.lost = outputs.acknowledged - outputs.completed;
  outputs.duplicated = Math.max(0, facts.outputRows - expected) + Math.max(0, objects.videos - facts.outputRows);
  if (outputs.lost > 0) problems.push(`${outputs.lost} of ${expected} outputs missing (${facts.doneRows} rows done, ${objects.videos} videos stored)`);
  if (outputs.duplicated > 0) problems.push(`${objects.videos} videos stored for ${facts.outputRows} output rows`);

  const mails: Tally = { ...emptyTally(), attempted: acked, acknowledged: Math.min(facts.mailRows, 1), completed: Math.min(facts.mailsReceived, 1) };
  mails.lost = acked - mails.completed;
  mails.duplicated = Math.max(0, facts.mailRows - 1) + Math.max(0, facts.mailsReceived - 1);
  if (mails.lost > 0) problems.push(`the "videos are ready" e-mail never reached the SMTP server (${facts.mailRows} queued)`);
  if (mails.duplicated > 0) problems.push(`${facts.mailsReceived} "videos are ready" e-mails received, ${facts.mailRows} queued`);

  const eventsExpected = acked * (expected + 1);
  const distinctEffects = new Set(events.map((event) => `${event.type}:${event.fileName ?? ''}`));
  const webhooks: Tally = { ...emptyTally(), attempted: eventsExpected, acknowledged: Math.min(facts.webhookRows, eventsExpected) };
  webhooks.completed = Math.min(events.filter((event) => event.signed).length, distinctEffects.size, eventsExpected);
  webhooks.lost = eventsExpected - webhooks.completed;
  webhooks.duplicated = events.length - distinctEffects.size;
  if (webhooks.lost > 0) problems.push(`${webhooks.lost} of ${eventsExpected} webhook events not received with a valid signature`);
  if (webhooks.duplicated > 0) problems.push(`${webhooks.duplicated} webhook events announced twice under new ids`);

  return { tallies: { jobs, outputs, 'e-mails': mails, 'webhook events': webhooks }, problems };
}

async function factsOf(stack: FaultStack, job: FaultJob): Promise<JobFacts> {
  const [outputs] = await stack.query<{ rows: string; done: string }>(
    `SELECT count(*) AS rows, count(done_at) AS done FROM jobs.job_outputs WHERE job_id = $1`,
    [job.jobId],
  );
  const mails = await stack.query<{ subject: string }>(`SELECT subject FROM mail.outgoing_mail WHERE kind = 'job-completed' AND to_address = $1`, [job.customer.email]);
  const subjects = new Set(mails.map((mail) => mail.subject));
  const received = stack.smtp.to(job.customer.email).filter((message) => subjects.has(message.subject)).length;
  const [webhookRows] = await stack.query<{ count: string }>(`SELECT count(*) FROM webhooks.events WHERE body::jsonb -> 'data' -> 'job' ->> 'id' = $1`, [job.jobId]);
  return {
    outputRows: Number(outputs!.rows),
    doneRows: Number(outputs!.done),
    mailRows: mails.length,
    mailsReceived: received,
    webhookRows: Number(webhookRows!.count),
  };
}
