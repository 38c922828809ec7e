import { AD_TOKEN_EXPIRED, type PublishedOutputView } from '@reelmix/contracts';
import { sleep, waitFor } from '@reelmix/testing';
import type { Fault } from '../fault';
import type { FaultStack } from '../fault-stack';
import { adsMade, type FaultPublication, publicationsOf, untilAds } from '../workload/fault-publication';
import { publicationUnderFault } from './publication-under-fault';

const RESUME_TIMEOUT_MS = 3 * 60_000;
/** How long to wait for an output to be in someone's hands when the kill comes, so the kill lands mid-attempt. */
const MID_ATTEMPT_WAIT_MS = 3_000;

const noFailureExpected = (): boolean => false;

/**
 * The jobs process is killed (SIGKILL, no shutdown) once some ads exist, preferably while it
 * holds an output; the supervisor starts a new one. Outputs it held come back when their lease
 * runs out, and a create Meta answered but the ledger never saved is found by name and adopted.
 */
async function killMidPublish(stack: FaultStack, publication: FaultPublication): Promise<{ recoverMs?: number; expectedRestarts: number }> {
  await untilAds(stack, publication.buyer, 1);
  await waitFor(async () => ((await heldOutputs(stack, publication)) > 0 ? true : undefined), { what: 'an output in hand', timeoutMs: MID_ATTEMPT_WAIT_MS, intervalMs: 10 }).catch(() => undefined);
  const pid = await stack.pidOf('jobs');
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  const adsAtKill = adsMade(stack, publication.buyer);
  await waitFor(async () => ((await stack.pidOf('jobs').catch(() => pid)) !== pid ? true : undefined), { what: 'a new jobs process after SIGKILL', timeoutMs: 120_000, intervalMs: 200 });
  return { recoverMs: await timeToPublishAgain(stack, publication, killedAt, adsAtKill), expectedRestarts: 1 };
}

async function heldOutputs(stack: FaultStack, publication: FaultPublication): Promise<number> {
  const [row] = await stack.query<{ held: string }>(`SELECT count(*) AS held FROM jobs.published_outputs WHERE job_id = $1 AND lease_until > now()`, [publication.job.jobId]);
  return Number(row?.held ?? 0);
}

/** From the kill until every service is up and the product made another ad, or had nothing left to publish. */
async function timeToPublishAgain(stack: FaultStack, publication: FaultPublication, since: number, adsAtKill: number): Promise<number | undefined> {
  await stack.untilAllUp(RESUME_TIMEOUT_MS);
  return waitFor(
    async () => {
      if (adsMade(stack, publication.buyer) > adsAtKill) return Date.now() - since;
      const views = await publicationsOf(stack, publication.job);
      return views?.every((view) => view.state !== 'publishing') ? Date.now() - since : undefined;
    },
    { what: 'another ad after the kill', timeoutMs: RESUME_TIMEOUT_MS, intervalMs: 100 },
  ).catch(() => undefined);
}

/**
 * Meta fails in bursts while the ads are being made: as the uploads start, 5xx answers to chunk
 * uploads, status reads and creatives; once the first ads exist, 5xx and "ad account limit
 * reached" (80004, five minutes to regain access) answers to ad creates. Retries make nothing
 * twice and a rate limit pushes the output back without counting against it.
 */
async function metaBursts(stack: FaultStack, publication: FaultPublication): Promise<{ expectedRestarts: number }> {
  const account = publication.buyer.adAccountId;
  const edge = (name: string) => new RegExp(`^/v\\d+\\.\\d+/${account}/${name}$`);
  const faults = stack.meta.faults;
  faults.failNext({ method: 'POST', path: edge('advideos') }, { status: 503, code: 2 }, 2);
  // A video's own node (its status): not scoped to the account, so few enough that this round's reads use them all.
  faults.failNext({ method: 'GET', path: /^\/v\d+\.\d+\/\d+$/ }, { status: 500, code: 1 }, 3);
  faults.failNext({ method: 'POST', path: edge('adcreatives') }, { status: 500, code: 2 }, 3);
  await untilAds(stack, publication.buyer, 1);
  faults.failNext({ method: 'POST', path: edge('ads') }, { status: 500, code: 2 }, 2);
  await sleep(200);
  faults.failNext({ method: 'POST', path: edge('ads') }, { status: 400, code: 80004 }, 2);
  return { expectedRestarts: 0 };
}

/** The buyer's token stops working a few calls after the first ads exist (revoked in Business Manager). */
async function revokeMidPublish(stack: FaultStack, publication: FaultPublication): Promise<{ expectedRestarts: number }> {
  await untilAds(stack, publication.buyer, 1);
  stack.meta.faults.revokeAfter(2, publication.buyer.token);
  return { expectedRestarts: 0 };
}

export function publishingFaults(): Fault[] {
  return [
    {
      name: 'jobs kill -9 mid-publish',
      run: (stack) => publicationUnderFault(stack, { inject: (publication) => killMidPublish(stack, publication), namedFailureCompletes: noFailureExpected }),
    },
    {
      name: 'Meta 5xx and rate limits in bursts mid-publish',
      run: (stack) => publicationUnderFault(stack, { inject: (publication) => metaBursts(stack, publication), namedFailureCompletes: noFailureExpected }),
    },
    {
      name: 'Meta token revoked mid-publish',
      run: (stack) =>
        publicationUnderFault(stack, {
          inject: (publication) => revokeMidPublish(stack, publication),
          namedFailureCompletes: (output: PublishedOutputView) => output.error === AD_TOKEN_EXPIRED,
        }),
    },
    {
      name: 'Meta never finishes processing the videos',
      run: (stack) =>
        publicationUnderFault(stack, {
          beforePublish: (faulted) => faulted.meta.faults.neverFinishProcessing(),
          inject: async () => ({ expectedRestarts: 0 }),
          lift: (faulted) => faulted.meta.faults.finishProcessingAgain(),
          // An unprocessed video is dropped from the row, so publishing again uploads it anew.
          namedFailureCompletes: (output: PublishedOutputView) => output.videoId === null,
        }),
    },
  ];
}
