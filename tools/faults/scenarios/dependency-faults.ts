import { type FaultProxy, sleep, waitFor } from '@reelmix/testing';
import type { Fault } from '../fault';
import type { FaultStack } from '../fault-stack';
import type { FaultJob } from '../workload/fault-job';
import { jobUnderFault } from './job-under-fault';

const SECOND = 1000;

/** Cuts every connection through `proxy` and refuses new ones for `ms`, mid-job; the round ends when it is back. */
function outage(proxyOf: (stack: FaultStack) => FaultProxy, ms: number): Fault['run'] {
  return (stack) =>
    jobUnderFault(stack, async () => {
      const proxy = proxyOf(stack);
      await proxy.outage();
      await sleep(ms);
      await proxy.restore();
      return { endedAt: Date.now(), expectedRestarts: 0 };
    });
}

/**
 * The SMTP server goes away before the job's "videos are ready" e-mail is sent, stays away until
 * the mail service has tried and failed at least once, then comes back. Recovered when the held
 * e-mail has reached the server.
 */
const smtpDownThenUp: Fault['run'] = (stack) =>
  jobUnderFault(stack, async (job) => {
    await stack.smtp.stop();
    await waitFor(async () => ((await failedMailAttempts(stack, job)) > 0 ? true : undefined), {
      what: 'the mail service to try the e-mail while SMTP is down',
      timeoutMs: 5 * 60_000,
      intervalMs: 500,
    });
    await stack.smtp.start();
    return {
      endedAt: Date.now(),
      expectedRestarts: 0,
      untilRecovered: () =>
        waitFor(async () => (stack.smtp.to(job.customer.email).length > 0 ? true : undefined), {
          what: 'the held e-mail to arrive once SMTP is back',
          timeoutMs: 2 * 60_000,
          intervalMs: 200,
        }),
    };
  });

async function failedMailAttempts(stack: FaultStack, job: FaultJob): Promise<number> {
  const rows = await stack.query<{ attempts: number }>(
    `SELECT attempts FROM mail.outgoing_mail WHERE kind = 'job-completed' AND to_address = $1 AND sent_at IS NULL`,
    [job.customer.email],
  );
  return rows.reduce((sum, row) => sum + Number(row.attempts), 0);
}

export function dependencyFaults(): Fault[] {
  return [
    { name: 'RabbitMQ cut for 10 s mid-job', run: outage((stack) => stack.proxies.broker, 10 * SECOND) },
    { name: 'RabbitMQ cut for 60 s mid-job', run: outage((stack) => stack.proxies.broker, 60 * SECOND) },
    { name: 'PostgreSQL cut for 15 s mid-job', run: outage((stack) => stack.proxies.database, 15 * SECOND) },
    { name: 'object storage down for 10 s while outputs are written', inShortRun: true, run: outage((stack) => stack.proxies.storage, 10 * SECOND) },
    { name: 'SMTP down, then up', run: smtpDownThenUp },
  ];
}
