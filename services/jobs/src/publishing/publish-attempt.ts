import { Events } from '@reelmix/contracts';
import type { OutboxWriter } from '@reelmix/messaging';
import type { Clock } from '@reelmix/service-host';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobsConfig } from '../jobs.config';
import type { Publication } from './publication.entity';
import type { PublicationsRepository } from './publications.repository';
import type { PublishedOutput } from './published-output.entity';
import type { PublishedOutputsRepository } from './published-outputs.repository';

/** Ends an attempt early: the row has been rescheduled and must not be touched again by this attempt. */
export class Rescheduled extends Error {}

/** Ends an attempt: its lease ran out and another publisher has the row now. */
export class LeaseLost extends Error {}

/** How far a platform has got with an uploaded video, read once per attempt. */
export type VideoReadiness = { kind: 'ready' } | { kind: 'processing'; status: string } | { kind: 'failed'; error: Error };

export interface AttemptServices {
  dataSource: DataSource;
  ledger: PublishedOutputsRepository;
  publications: PublicationsRepository;
  outbox: OutboxWriter;
  clock: Clock;
  config: JobsConfig;
}

/**
 * One attempt at one ledger row, holding its lease: every write goes through here, so each
 * platform id is saved the moment the platform hands it over, the lease is renewed at each step,
 * and an attempt that outlived its lease (another publisher took the row) stops instead of racing
 * it to a second ad. The platforms' steps (meta-output-steps.ts, tiktok-output-steps.ts) use it.
 */
export class PublishAttempt {
  constructor(
    readonly row: PublishedOutput,
    readonly publication: Publication,
    private readonly services: AttemptServices,
  ) {}

  /** Saves a step's result; a step that moves on renews the lease, one that ends the attempt sets its own. */
  async save(changes: Partial<PublishedOutput>): Promise<void> {
    const now = this.services.clock.now();
    await this.holding({
      ...changes,
      ...(changes.attempts === undefined && !('dueAt' in changes) ? { attempts: 0 } : {}),
      ...('leaseUntil' in changes ? {} : { leaseUntil: new Date(now.getTime() + this.services.config.PUBLISH_LEASE_MS) }),
      updatedAt: now,
    });
  }

  /**
   * One status read per attempt: a video still processing is looked at again after
   * PUBLISH_POLL_MS without holding a lane, until PUBLISH_PROCESSING_DEADLINE_MS has passed.
   */
  async videoMustBeReady(readiness: VideoReadiness, neverProcessed: (waitedMs: number, lastStatus: string) => Error): Promise<void> {
    if (readiness.kind === 'ready') return;
    if (readiness.kind === 'failed') throw readiness.error;
    const { clock, config } = this.services;
    const since = this.row.processingSince ?? clock.now();
    const waited = clock.now().getTime() - since.getTime();
    if (waited >= config.PUBLISH_PROCESSING_DEADLINE_MS) throw neverProcessed(waited, readiness.status);
    await this.save({ state: 'processing', processingSince: since, dueAt: this.later(config.PUBLISH_POLL_MS), leaseUntil: null });
    throw new Rescheduled();
  }

  /** The output is an ad: saved with `ad.published` in one transaction, and the insights schedule started. */
  async published(adId: string): Promise<void> {
    const { dataSource, publications, outbox, clock, config } = this.services;
    const { row, publication } = this;
    const now = clock.now();
    await dataSource.transaction(async (manager) => {
      await this.holding({ adId, adStatus: publication.status, state: 'published', error: null, attempts: 0, leaseUntil: null, updatedAt: now }, manager);
      // The first ad starts the publication's insights schedule; its first read comes after one period.
      await publications.scheduleInsightsFrom(manager, publication.id, new Date(now.getTime() + config.INSIGHTS_REFRESH_MS));
      await outbox.add(manager, Events.AdPublished, {
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

  /** Given up, with the buyer's reason, saved with `publication.failed` in one transaction. */
  async fail(reason: string, changes: Partial<PublishedOutput> = {}): Promise<void> {
    const { dataSource, outbox, clock } = this.services;
    const { row, publication } = this;
    const now = clock.now();
    await dataSource.transaction(async (manager) => {
      await this.holding({ ...changes, state: 'failed', error: reason, leaseUntil: null, updatedAt: now }, manager);
      await outbox.add(manager, Events.PublicationFailed, {
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

  now(): Date {
    return this.services.clock.now();
  }

  later(ms: number): Date {
    return new Date(this.services.clock.now().getTime() + ms);
  }

  private async holding(changes: Partial<PublishedOutput>, manager?: EntityManager): Promise<void> {
    const { row } = this;
    if (!row.leaseUntil || !(await this.services.ledger.updateWhileLeased(row.id, row.leaseUntil, changes, manager))) throw new LeaseLost();
    Object.assign(row, changes);
  }
}

/** An attempt that lost its lease leaves the row to the publisher that has it now. */
export async function leftToOthersIfLost(work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof LeaseLost)) throw error;
  }
}
