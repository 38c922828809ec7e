import { PLAN_QUOTAS } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ControlledClock } from '@reelmix/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from './fixtures/clips';
import { type Customer, signUpAndLogIn } from './fixtures/customer';
import { type InProcessStack, startInProcessStack } from './fixtures/in-process-stack';
import { call, upload } from './fixtures/upload';

const HOUR_S = 3600;

/*
 * The quotas on costly work as a customer meets them through the gateway: the uploads and jobs
 * services refuse, and the answer is a 429 with the spec-style message and a Retry-After header,
 * whichever service refused and however the refusal travelled (HTTP from uploads, RPC from jobs).
 */
describe('journey: a free customer past the quotas on uploads and renders', () => {
  const clock = new ControlledClock();
  const dir = mkdtempSync(join(tmpdir(), 'quota-journey-'));
  let stack: InProcessStack;
  let customer: Customer;
  let clip: string;
  let notAVideo: string;

  const uploadOne = () => upload(stack.url, customer, { intro: [clip], body: [clip], cta: [clip] });
  const processJob = (jobId: string) => call(stack.url, customer, `/api/process/${jobId}`, { method: 'POST' });

  beforeAll(async () => {
    stack = await startInProcessStack(clock);
    customer = await signUpAndLogIn(stack.app('gateway').get(RpcClient), stack.url);
    clip = makeClip(dir, 'clip.mp4', { width: 160, height: 120, seconds: 0.5 });
    notAVideo = join(dir, 'notes.txt');
    writeFileSync(notAVideo, 'not a video');
  }, 120000);

  afterAll(async () => {
    await stack?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After past the jobs in flight, then past the uploads of the hour', async () => {
    const jobs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await uploadOne();
      expect(answer.status).toBe(201);
      jobs.push(answer.body.id as string);
    }
    // No render worker runs here, so the first two stay in flight.
    for (const id of jobs.slice(0, 2)) expect((await processJob(id)).status).toBe(201);
    const busy = await processJob(jobs[2]);
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('60');
    expect(await busy.json()).toMatchObject({
      error: expect.stringMatching(/^Too Many Jobs Processing: You already have 2 jobs processing\. Maximum allowed: 2\./),
      code: 'RATE_LIMITED',
      details: { title: 'Too Many Jobs Processing', retryAfterSeconds: 60 },
    });

    for (let i = 3; i < PLAN_QUOTAS.free.uploadsPerHour; i++) {
      expect((await upload(stack.url, customer, { intro: [{ path: notAVideo, name: 'notes.txt' }] })).status).toBe(415);
    }
    // As the app sends it, read raw for the header.
    const form = new FormData();
    for (const section of ['intro', 'body', 'cta']) form.append(section, new Blob([readFileSync(clip)]), `${section}.mp4`);
    const response = await fetch(`${stack.url}/api/upload`, {
      method: 'POST',
      headers: { Cookie: customer.cookie, Origin: stack.url, Accept: 'application/json' },
      body: form,
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(HOUR_S - 120);
    expect(retryAfter).toBeLessThanOrEqual(HOUR_S);
    expect(await response.json()).toMatchObject({
      error: expect.stringMatching(/^Upload Limit Reached: You can start 20 uploads an hour\. Please try again in \d+ minutes\./),
      code: 'RATE_LIMITED',
      details: { title: 'Upload Limit Reached', retryAfterSeconds: retryAfter },
    });

    clock.advance(retryAfter * 1000);
    expect((await uploadOne()).status).toBe(201);
  }, 120000);

  it('counts the card step of registration against the same per-address allowance as the Register form', async () => {
    // Both answer whether an e-mail has an account (409), so a prober gains nothing by switching.
    const ask = (path: string, n: number) =>
      fetch(`${stack.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: stack.url },
        body: JSON.stringify({ email: `probe-${n}@example.com`, password: 'a fine password', confirmPassword: 'a fine password' }),
      });
    for (let n = 0; n < 20; n++) {
      const answer = await ask(n % 2 === 0 ? '/api/auth/register' : '/api/payment/create-setup-for-registration', n);
      expect(answer.status).toBe(200);
    }
    const refused = await ask('/api/payment/create-setup-for-registration', 20);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60000);
});
