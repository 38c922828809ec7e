import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AdPlatform, DomainError } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { DataSource } from 'typeorm';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import type { JobsConfig } from '../jobs.config';
import { failureKindOf, publishFailureMessage } from '../integrations/platform-errors';
import { MetaOutputSteps } from './meta-output-steps';
import { withLocalOutput } from './output-files';
import type { OutputFiles, PlatformSteps } from './platform-steps';
import { PublicationsRepository } from './publications.repository';
import type { PublishedOutput } from './published-output.entity';
import { PublishedOutputsRepository } from './published-outputs.repository';
import { type AttemptServices, LeaseLost, leftToOthersIfLost, PublishAttempt, Rescheduled } from './publish-attempt';
import { TikTokOutputSteps } from './tiktok-output-steps';

/** Failed tries in a row (platform errors worth retrying) before an output is given up. */
export const PUBLISH_MAX_ATTEMPTS = 5;
const MAX_BACKOFF_MS = 10 * 60_000;
export const OUTPUT_GONE_MESSAGE = 'This video no longer exists in the job (its clip was removed), so it was not published.';

/** Raised inside withFiles when the output is gone; the attempt fails with the buyer's reason. */
class OutputGone extends Error {}

/**
 * Moves one ledger row on as far as it can go, with its platform's steps (meta-output-steps.ts,
 * tiktok-output-steps.ts) on a PublishAttempt that saves each platform id the moment it is handed
 * over, so a crash or a retry resumes at the first step not done. What a failure means is the same
 * for every platform: a rate limit waits as long as asked without counting, a platform failure is
 * tried again with a doubling wait, a refused token or a refusal ends the output with the buyer's
 * reason, and a video never processed is uploaded anew on the next publish.
 */
@Injectable()
export class OutputPublisher {
  private readonly logger = new Logger(OutputPublisher.name);
  private readonly steps: Record<AdPlatform, PlatformSteps<unknown>>;
  private readonly services: AttemptServices;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    ledger: PublishedOutputsRepository,
    private readonly publications: PublicationsRepository,
    private readonly outputs: JobOutputsRepository,
    outbox: OutboxWriter,
    meta: MetaOutputSteps,
    tiktok: TikTokOutputSteps,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.steps = { meta, tiktok } as Record<AdPlatform, PlatformSteps<unknown>>;
    this.services = { dataSource, ledger, publications, outbox, clock, config };
  }

  async advance(row: PublishedOutput, signal?: AbortSignal): Promise<void> {
    const publication = await this.publications.find(row.publicationId);
    if (!publication) return;
    const attempt = new PublishAttempt(row, publication, this.services);
    const steps = this.steps[publication.platform];
    let access: unknown;
    try {
      access = await steps.open(row.userId);
    } catch (error) {
      return leftToOthersIfLost(attempt.fail(error instanceof DomainError ? error.message : publishFailureMessage(error)));
    }
    try {
      await steps.run(attempt, access, (work) => this.withFiles(row, work), signal);
    } catch (error) {
      if (error instanceof Rescheduled || error instanceof LeaseLost) return;
      if (error instanceof OutputGone) return leftToOthersIfLost(attempt.fail(OUTPUT_GONE_MESSAGE));
      await steps.noteRefusal(access, error);
      await leftToOthersIfLost(this.afterFailure(attempt, error));
    }
  }

  /** The output and its thumbnail on local disk for the uploads, removed afterwards. */
  private async withFiles(row: PublishedOutput, work: (files: OutputFiles) => Promise<void>): Promise<void> {
    const output = await this.outputs.finishedNamed(this.services.dataSource.manager, row.jobId, row.fileName);
    if (!output) throw new OutputGone();
    await withLocalOutput(this.storage, output.objectKey, output.durationSec ?? 0, work);
  }

  private async afterFailure(attempt: PublishAttempt, error: unknown): Promise<void> {
    const { row } = attempt;
    const failure = failureKindOf(error);
    const reason = error instanceof Error ? error.message : String(error);
    if (failure.kind === 'rate-limited') {
      this.logger.warn(`Rate-limited publishing ${row.fileName}; trying again in ${Math.ceil(failure.retryAfterMs / 1000)} s`);
      await attempt.save({ dueAt: attempt.later(failure.retryAfterMs), leaseUntil: null });
      return;
    }
    const attempts = row.attempts + 1;
    if (failure.kind === 'transient' && attempts < PUBLISH_MAX_ATTEMPTS) {
      this.logger.warn(`Publishing ${row.fileName} failed (attempt ${attempts}): ${reason}`);
      await attempt.save({ attempts, dueAt: attempt.later(Math.min(MAX_BACKOFF_MS, this.config.PUBLISH_POLL_MS * 2 ** attempts)), leaseUntil: null });
      return;
    }
    this.logger.warn(`Publishing ${row.fileName} failed: ${reason}`);
    // A video the platform could not process is uploaded anew when the buyer publishes again.
    await attempt.fail(publishFailureMessage(error), failure.kind === 'unusable-video' ? { videoId: null, processingSince: null } : {});
  }
}
