import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MetaRateLimitedError,
  MetaTokenInvalidError,
  MetaTransientError,
  MetaVideoNeverProcessedError,
  MetaVideoProcessingFailedError,
  type VideoStatusAnswer,
  uploadAdVideo,
  videoStateOf,
} from '@reelmix/ad-platforms';
import { DomainError, Events } from '@reelmix/contracts';
import { OutboxWriter } from '@reelmix/messaging';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import { DataSource, type EntityManager } from 'typeorm';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import type { JobsConfig } from '../jobs.config';
import { type MetaAccess, MetaConnectionsService } from '../integrations/meta-connections.service';
import { publishFailureMessage } from '../integrations/platform-errors';
import { withLocalOutput } from './output-files';
import type { Publication } from './publication.entity';
import { adNameOf } from './publication-view';
import { PublicationsRepository } from './publications.repository';
import type { PublishedOutput } from './published-output.entity';
import { PublishedOutputsRepository } from './published-outputs.repository';

/** Failed tries in a row (platform errors worth retrying) before an output is given up. */
export const PUBLISH_MAX_ATTEMPTS = 5;
const MAX_BACKOFF_MS = 10 * 60_000;
export const OUTPUT_GONE_MESSAGE = 'This video no longer exists in the job (its clip was removed), so it was not published.';

/** Ends an attempt early: the row has been rescheduled and must not be touched again by this attempt. */
class Rescheduled extends Error {}

/** Ends an attempt: its lease ran out and another publisher has the row now. */
class LeaseLost extends Error {}

/**
 * Moves one ledger row on as far as it can go: upload the video, wait for Meta to process it,
 * upload the thumbnail, make the creative, make the ad. Every id is saved the moment Meta hands
 * it over, so a crash or a retry resumes at the first step not done. Creates that may have
 * happened without an answer are found by name before trying again, so an output never becomes
 * two ads. Rate limits wait as long as Meta asks without counting as failures.
 */
@Injectable()
export class OutputPublisher {
  private readonly logger = new Logger(OutputPublisher.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: PublishedOutputsRepository,
    private readonly publications: PublicationsRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly connections: MetaConnectionsService,
    private readonly outbox: OutboxWriter,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async advance(row: PublishedOutput, signal?: AbortSignal): Promise<void> {
    const publication = await this.publications.find(row.publicationId);
    if (!publication) return;
    let access: MetaAccess;
    try {
      access = await this.connections.open(row.userId);
    } catch (error) {
      return leftToOthersIfLost(this.fail(row, publication, error instanceof DomainError ? error.message : publishFailureMessage(error)));
    }
    try {
      await this.steps(row, publication, access, signal);
    } catch (error) {
      if (error instanceof Rescheduled || error instanceof LeaseLost) return;
      await this.connections.noteRefusal(access.connection, error);
      await leftToOthersIfLost(this.afterFailure(row, publication, error));
    }
  }

  private async steps(row: PublishedOutput, publication: Publication, { api, client }: MetaAccess, signal?: AbortSignal): Promise<void> {
    const name = adNameOf(row.fileName);
    if (!row.videoId || !row.imageHash) {
      const output = await this.outputs.finishedNamed(this.dataSource.manager, row.jobId, row.fileName);
      if (!output) return this.fail(row, publication, OUTPUT_GONE_MESSAGE);
      await withLocalOutput(this.storage, output.objectKey, output.durationSec ?? 0, async (files) => {
        if (!row.videoId) {
          await this.save(row, { state: 'uploading' });
          const uploaded = await uploadAdVideo(client, { adAccountId: publication.adAccountId, filePath: files.video, title: row.fileName, signal });
          await this.save(row, { videoId: uploaded.videoId, state: 'processing', processingSince: this.clock.now() });
        }
        if (!row.imageHash) {
          const image = await api.uploadAdImage(publication.adAccountId, files.thumbnail);
          await this.save(row, { imageHash: image.hash });
        }
      });
    }
    const videoId = row.videoId as string;
    if (row.state === 'processing' || row.state === 'queued' || row.state === 'uploading') {
      await this.awaitProcessed(row, videoId, await client.get<VideoStatusAnswer>(`/${videoId}`, { fields: 'status' }, { signal }));
      await this.save(row, { state: 'creating' });
    }
    if (!row.creativeId) {
      // Only a creative of this very video is ours to adopt.
      const existing = (await api.creativesNamed(publication.adAccountId, name)).find((creative) => creative.videoId === videoId)?.id;
      const creativeId =
        existing ??
        (await api.createVideoCreative({
          adAccountId: publication.adAccountId,
          name,
          pageId: publication.pageId,
          videoId,
          thumbnail: { imageHash: row.imageHash as string },
          message: publication.primaryText,
          title: publication.headline ?? undefined,
          callToAction: { type: publication.callToAction, link: publication.link },
        }));
      await this.save(row, { creativeId });
    }
    if (!row.adId) {
      // Only an ad of this very creative is ours to adopt.
      const existing = (await api.adsNamed(publication.adAccountId, publication.adSetId, name)).find((ad) => ad.creativeId === row.creativeId);
      const adId =
        existing?.id ??
        (await api.createAd({ adAccountId: publication.adAccountId, name, adSetId: publication.adSetId, creativeId: row.creativeId as string, status: publication.status }));
      await this.published(row, publication, adId);
    }
  }

  /** One status read per attempt: a video still processing is looked at again later, without holding the publisher. */
  private async awaitProcessed(row: PublishedOutput, videoId: string, answer: VideoStatusAnswer): Promise<void> {
    const state = videoStateOf(answer);
    if (state.kind === 'ready') return;
    if (state.kind === 'failed') throw new MetaVideoProcessingFailedError(videoId, state.detail);
    const since = row.processingSince ?? this.clock.now();
    const waited = this.clock.now().getTime() - since.getTime();
    if (waited >= this.config.PUBLISH_PROCESSING_DEADLINE_MS) throw new MetaVideoNeverProcessedError(videoId, waited, state.status);
    await this.save(row, { state: 'processing', processingSince: since, dueAt: this.later(this.config.PUBLISH_POLL_MS), leaseUntil: null });
    throw new Rescheduled();
  }

  private async published(row: PublishedOutput, publication: Publication, adId: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await this.holding(row, { adId, adStatus: publication.status, state: 'published', error: null, attempts: 0, leaseUntil: null, updatedAt: now }, manager);
      // The first ad starts the publication's insights schedule; its first read comes after one period.
      await this.publications.scheduleInsightsFrom(manager, publication.id, new Date(now.getTime() + this.config.INSIGHTS_REFRESH_MS));
      await this.outbox.add(manager, Events.AdPublished, {
        jobId: row.jobId,
        userId: row.userId,
        publicationId: publication.id,
        platform: publication.platform,
        fileName: row.fileName,
        adId,
        publishedAt: now.toISOString(),
      });
    });
  }

  private async afterFailure(row: PublishedOutput, publication: Publication, error: unknown): Promise<void> {
    if (error instanceof MetaRateLimitedError) {
      this.logger.warn(`Meta rate-limited publishing ${row.fileName}; trying again in ${Math.ceil(error.retryAfterMs / 1000)} s`);
      await this.save(row, { dueAt: this.later(error.retryAfterMs), leaseUntil: null });
      return;
    }
    const retryable = error instanceof MetaTransientError && !(error instanceof MetaTokenInvalidError);
    const attempts = row.attempts + 1;
    if (retryable && attempts < PUBLISH_MAX_ATTEMPTS) {
      this.logger.warn(`Publishing ${row.fileName} failed (attempt ${attempts}): ${(error as Error).message}`);
      await this.save(row, { attempts, dueAt: this.later(Math.min(MAX_BACKOFF_MS, this.config.PUBLISH_POLL_MS * 2 ** attempts)), leaseUntil: null });
      return;
    }
    this.logger.warn(`Publishing ${row.fileName} failed: ${error instanceof Error ? error.message : String(error)}`);
    // A video Meta could not process is uploaded anew when the buyer publishes again.
    const unusableVideo = error instanceof MetaVideoProcessingFailedError || error instanceof MetaVideoNeverProcessedError;
    await this.fail(row, publication, publishFailureMessage(error), unusableVideo ? { videoId: null, processingSince: null } : {});
  }

  private async fail(row: PublishedOutput, publication: Publication, reason: string, changes: Partial<PublishedOutput> = {}): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.transaction(async (manager) => {
      await this.holding(row, { ...changes, state: 'failed', error: reason, leaseUntil: null, updatedAt: now }, manager);
      await this.outbox.add(manager, Events.PublicationFailed, {
        jobId: row.jobId,
        userId: row.userId,
        publicationId: publication.id,
        platform: publication.platform,
        fileName: row.fileName,
        reason,
        failedAt: now.toISOString(),
      });
    });
  }

  /**
   * Saves a step's result on the row and in memory, so the next step sees it. A step that moves on
   * renews the lease, so a long upload keeps the row; one that ends the attempt sets its own.
   */
  private async save(row: PublishedOutput, changes: Partial<PublishedOutput>): Promise<void> {
    const now = this.clock.now();
    const withTime = {
      ...changes,
      ...(changes.attempts === undefined && !('dueAt' in changes) ? { attempts: 0 } : {}),
      ...('leaseUntil' in changes ? {} : { leaseUntil: new Date(now.getTime() + this.config.PUBLISH_LEASE_MS) }),
      updatedAt: now,
    };
    await this.holding(row, withTime);
  }

  /**
   * Writes only while this attempt still holds the row's lease: an attempt that outlived its lease
   * (another publisher took the row) stops here instead of racing it to a second creative or ad.
   */
  private async holding(row: PublishedOutput, changes: Partial<PublishedOutput>, manager?: EntityManager): Promise<void> {
    if (!row.leaseUntil || !(await this.ledger.updateWhileLeased(row.id, row.leaseUntil, changes, manager))) throw new LeaseLost();
    Object.assign(row, changes);
  }

  private later(ms: number): Date {
    return new Date(this.clock.now().getTime() + ms);
  }
}

/** An attempt that lost its lease leaves the row to the publisher that has it now. */
async function leftToOthersIfLost(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof LeaseLost)) throw error;
  }
}
