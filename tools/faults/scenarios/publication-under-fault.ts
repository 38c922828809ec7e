import type { PublishedOutputView } from '@reelmix/contracts';
import type { FaultStack } from '../fault-stack';
import type { FaultOutcome } from '../ledger';
import { settleFaultJob, startFaultJob } from '../workload/fault-job';
import { connectMeta, type FaultPublication, publishJob, settlePublication } from '../workload/fault-publication';
import { seedMetaBuyer } from '../workload/meta-buyer';
import { publicationTally } from '../workload/publication-tally';
import { restartsSoFar, storedOutputs } from '../workload/recovery';

export interface PublishingFault {
  /** Before the publish call, for a fault that must be in place from the first upload on. */
  beforePublish?: (stack: FaultStack) => void;
  /** Injects the fault once the publish call was answered; says how long the product took to publish again, if it stopped. */
  inject: (publication: FaultPublication) => Promise<{ recoverMs?: number; expectedRestarts: number }>;
  /** After every output settled: puts the fake back as it was for the next round. */
  lift?: (stack: FaultStack) => void;
  /** A failure named to the buyer that this fault makes the right outcome (a revoked token's message, say); any other failure is a problem. */
  namedFailureCompletes: (output: PublishedOutputView) => boolean;
}

/**
 * The shape of a publishing round: a Pro customer's eight-output job runs to its end, the
 * customer connects a token of a buyer seeded on the fake Graph API and publishes every output
 * into its ad set; the fault is injected while the ads are being made; the round waits until each
 * output is an ad or named failed and counts, per output, what exists on the fake.
 */
export async function publicationUnderFault(stack: FaultStack, fault: PublishingFault): Promise<FaultOutcome> {
  const problems: string[] = [];
  const job = await startFaultJob(stack);
  const restartsBefore = restartsSoFar(stack);
  const settledJob = await settleFaultJob(stack, job);
  const buyer = seedMetaBuyer(stack);
  await connectMeta(stack, job, buyer);
  const attempted = await storedOutputs(stack, job);
  let recoverMs: number | undefined;
  let expectedRestarts = 0;
  fault.beforePublish?.(stack);
  let publication: FaultPublication | undefined;
  try {
    publication = await publishJob(stack, job, buyer, attempted);
    if (publication.acknowledged.length > 0) ({ recoverMs, expectedRestarts } = await fault.inject(publication));
  } catch (error) {
    problems.push(`the round broke off: ${error instanceof Error ? error.message : String(error)}`);
  }
  const settled = publication ? await settlePublication(stack, publication) : undefined;
  fault.lift?.(stack);
  await stack.untilAllUp().catch((error: Error) => problems.push(error.message));
  const restarts = restartsSoFar(stack) - restartsBefore;
  if (restarts > expectedRestarts) problems.push(`${restarts - expectedRestarts} service process(es) crashed and were restarted`);
  const ads = settled ? publicationTally(settled.facts, fault.namedFailureCompletes) : undefined;
  return {
    tallies: { ...settledJob.tallies, ...(ads ? { ads: ads.tally } : {}) },
    recoverMs,
    problems: [...settledJob.problems, ...problems, ...(settled?.problems ?? []), ...(ads?.problems ?? [])],
  };
}
