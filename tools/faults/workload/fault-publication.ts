import { Events, type PublicationView, type PublishJobBody } from '@reelmix/contracts';
import { sleep, waitFor } from '@reelmix/testing';
import { call } from '../../../e2e/fixtures/upload';
import type { FaultStack } from '../fault-stack';
import type { FaultJob } from './fault-job';
import type { MetaBuyer } from './meta-buyer';
import type { PublicationFacts } from './publication-tally';

/** How long every output may take to be published or named failed; a rate limit pushes an output back by Meta's five minutes. */
const SETTLE_TIMEOUT_MS = 8 * 60_000;
/** How long to keep watching once every output settled, so a late second ad is seen. */
const SETTLE_MS = 2_000;

export interface FaultPublication {
  buyer: MetaBuyer;
  job: FaultJob;
  /** Finished outputs of the job when it was published. */
  attempted: number;
  /** The ledger rows the publish call answered with; empty when it was refused. */
  acknowledged: string[];
  answer: string;
}

/** The customer pastes the buyer's token on the Integrations page, as the app sends it. */
export async function connectMeta(stack: FaultStack, job: FaultJob, buyer: MetaBuyer): Promise<void> {
  const connected = await call(stack.gateway, job.customer, '/api/integrations/meta', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessToken: buyer.token }),
  });
  if (!connected.ok) throw new Error(`connecting the Meta token answered ${connected.status}: ${await connected.text()}`);
}

/** Publishes every finished output of the job into the buyer's ad set, as paused ads. */
export async function publishJob(stack: FaultStack, job: FaultJob, buyer: MetaBuyer, attempted: number): Promise<FaultPublication> {
  const body: PublishJobBody = {
    platform: 'meta',
    adAccountId: buyer.adAccountId,
    adSetId: buyer.adSetId,
    pageId: buyer.pageId,
    primaryText: 'Dry skin? Not for long.',
    headline: 'Glow in 7 days',
    callToAction: 'SHOP_NOW',
    link: 'https://glow.example/offer',
  };
  const published = await call(stack.gateway, job.customer, `/api/jobs/${job.jobId}/publish`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: Error) => error);
  if (published instanceof Error || !published.ok) {
    return { buyer, job, attempted, acknowledged: [], answer: published instanceof Error ? published.message : `${published.status}: ${await published.text()}` };
  }
  const view = (await published.json()) as PublicationView;
  return { buyer, job, attempted, acknowledged: view.outputs.map((output) => output.fileName), answer: String(published.status) };
}

/** The job's publications as its owner reads them; undefined while the stack cannot answer. */
export async function publicationsOf(stack: FaultStack, job: FaultJob): Promise<PublicationView[] | undefined> {
  const response = await call(stack.gateway, job.customer, `/api/jobs/${job.jobId}/publications`).catch(() => undefined);
  return response?.ok ? ((await response.json()) as PublicationView[]) : undefined;
}

/** Ads made so far in the round's ad account, read from the fake itself. */
export function adsMade(stack: FaultStack, buyer: MetaBuyer): number {
  return stack.meta.state().adAccounts[buyer.adAccountId]?.ads.length ?? 0;
}

/** Waits until the round's account has at least `ads` ads: the moment a fault mid-publish is injected at. */
export async function untilAds(stack: FaultStack, buyer: MetaBuyer, ads: number): Promise<void> {
  await waitFor(() => (adsMade(stack, buyer) >= ads ? true : undefined), { what: `${ads} ad(s) on the fake Graph API`, timeoutMs: 2 * 60_000, intervalMs: 20 });
}

/**
 * Follows the publication until every output is published or named failed (or the time runs
 * out), waits a little for a late duplicate, and reads what exists: the buyer's view, the ad
 * account on the fake, and the publication.failed events jobs wrote.
 */
export async function settlePublication(stack: FaultStack, publication: FaultPublication): Promise<{ facts: PublicationFacts; problems: string[] }> {
  const problems: string[] = [];
  if (publication.acknowledged.length > 0) {
    await waitFor(
      async () => {
        const views = await publicationsOf(stack, publication.job);
        return views && views.length > 0 && views.every((view) => view.state !== 'publishing') ? true : undefined;
      },
      { what: 'every output to be published or named failed', timeoutMs: SETTLE_TIMEOUT_MS, intervalMs: 500 },
    ).catch(() => problems.push(`publishing had not settled after ${SETTLE_TIMEOUT_MS / 60_000} min`));
  } else problems.push(`the publish call was not answered: ${publication.answer}`);
  await sleep(SETTLE_MS);
  const views = (await publicationsOf(stack, publication.job)) ?? [];
  const events = await stack.query<{ file_name: string; count: string }>(
    `SELECT payload->>'fileName' AS file_name, count(*) FROM jobs.outbox WHERE event_name = $1 AND payload->>'jobId' = $2 GROUP BY 1`,
    [Events.PublicationFailed, publication.job.jobId],
  );
  return {
    facts: {
      attempted: publication.attempted,
      outputs: views.flatMap((view) => view.outputs).filter((output) => publication.acknowledged.includes(output.fileName)),
      account: stack.meta.state().adAccounts[publication.buyer.adAccountId],
      failedEvents: new Map(events.map((row) => [row.file_name, Number(row.count)])),
    },
    problems,
  };
}
