import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AdConnectionRequest,
  DomainError,
  ErrorCode,
  JOB_NOT_PUBLISHABLE,
  JobLookupRequest,
  type LastPublicationView,
  NOTHING_TO_PUBLISH,
  type PublicationView,
  PublishJobRequest,
  PUBLISHING_LIMITS,
  TIKTOK_CALL_TO_ACTION_REFUSED,
  TIKTOK_CALL_TO_ACTIONS,
  TOO_MANY_PUBLICATIONS,
} from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JobOutputsRepository } from '../jobs/job-outputs.repository';
import { JobRepository } from '../jobs/job.repository';
import { JobsErrors } from '../jobs-errors';
import { assertReachable, MetaConnectionsService } from '../integrations/meta-connections.service';
import { TikTokConnectionsService } from '../integrations/tiktok-connections.service';
import type { Publication } from './publication.entity';
import { toPublicationView } from './publication-view';
import { PublicationsRepository } from './publications.repository';
import type { PublishedOutput } from './published-output.entity';
import { PublishedOutputsRepository } from './published-outputs.repository';
import { PublicationRunner } from './publication-runner.service';

export const AD_SET_NOT_IN_ACCOUNT = 'This ad set is not in the chosen ad account.';
export const AD_GROUP_NOT_IN_ADVERTISER = 'This ad group is not in the chosen TikTok advertiser.';
export const AD_ACCOUNT_ID_EXPECTED = 'A Meta ad account id looks like act_123.';
export const ADVERTISER_ID_EXPECTED = 'A TikTok advertiser id is digits only, without act_.';

/**
 * Publishing a job into an ad set: checks the buyer's connection reaches the account and the ad
 * set, then writes the publication and one ledger row per finished output not yet in that ad set
 * (a grown job publishes only its new videos; ones that failed before are tried again), and
 * wakes the publisher. The platform work itself is the runner's, so the call answers at once.
 */
@Injectable()
export class PublishService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobRepository,
    private readonly outputs: JobOutputsRepository,
    private readonly publications: PublicationsRepository,
    private readonly ledger: PublishedOutputsRepository,
    private readonly connections: MetaConnectionsService,
    private readonly tiktok: TikTokConnectionsService,
    private readonly runner: PublicationRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async publish(request: PublishJobRequest): Promise<PublicationView> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    if ((await this.outputs.finishedOf(this.dataSource.manager, job.id)).length === 0) throw new DomainError(ErrorCode.ValidationFailed, JOB_NOT_PUBLISHABLE);
    const adSet = await this.destinationOf(request);

    const now = this.clock.now();
    const publication: Publication = {
      id: randomUUID(),
      jobId: job.id,
      userId: request.userId,
      platform: request.platform,
      adAccountId: request.adAccountId,
      adSetId: request.adSetId,
      optimizationGoal: adSet.optimizationGoal ?? null,
      pageId: request.pageId,
      identityType: request.platform === 'tiktok' ? (request.identityType ?? null) : null,
      primaryText: request.primaryText,
      headline: request.headline ?? null,
      callToAction: request.callToAction,
      link: request.link,
      ctaLinks: (request.ctaLinks ?? []).map(({ position, link }) => ({ position, link })),
      status: request.status ?? 'PAUSED',
      currency: adSet.currency,
      insightsReadAt: null,
      insightsDueAt: null,
      insightsError: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.dataSource.transaction(async (manager) => {
      // The job row's lock makes two publishes of one job take turns, so they cannot both claim an output.
      if (!(await this.jobs.lock(manager, job.id))) throw JobsErrors.jobNotFound();
      if ((await this.publications.countOf(manager, job.id)) >= PUBLISHING_LIMITS.publicationsPerJob) throw new DomainError(ErrorCode.Conflict, TOO_MANY_PUBLICATIONS);
      const finished = await this.outputs.finishedInOrder(manager, job.id);
      const existing = await this.ledger.inAdSet(manager, request.adSetId, job.id);
      const known = new Set(existing.map((row) => row.fileName));
      const fresh = finished.filter((output) => !known.has(output.fileName)).map((output) => this.ledgerRow(publication, output.fileName, output.cta, now));
      const failed = existing.filter((row) => row.state === 'failed').map((row) => row.id);
      if (fresh.length === 0 && failed.length === 0) throw new DomainError(ErrorCode.Conflict, NOTHING_TO_PUBLISH);
      await this.publications.add(manager, publication);
      await this.ledger.add(manager, fresh);
      await this.ledger.retryUnder(manager, failed, publication.id, now);
    });
    this.runner.wake();
    return toPublicationView(publication, await this.ledger.ofPublications([publication.id]));
  }

  /**
   * The ad set (TikTok: ad group) the publish goes into, read from the platform: it must be in the
   * account (advertiser) the connection reaches, and what it optimises for counts as results.
   */
  private async destinationOf(request: PublishJobRequest): Promise<{ optimizationGoal?: string; currency: string | null }> {
    if (request.platform === 'tiktok') {
      if (request.adAccountId.startsWith('act_')) throw new DomainError(ErrorCode.ValidationFailed, ADVERTISER_ID_EXPECTED);
      if (!(TIKTOK_CALL_TO_ACTIONS as readonly string[]).includes(request.callToAction)) throw new DomainError(ErrorCode.ValidationFailed, TIKTOK_CALL_TO_ACTION_REFUSED);
      return this.tiktok.withAccess(request.userId, async ({ api, connection }) => {
        const account = assertReachable(connection, request.adAccountId);
        const found = (await api.adGroups(request.adAccountId)).find((candidate) => candidate.id === request.adSetId);
        if (!found) throw new DomainError(ErrorCode.NotFound, AD_GROUP_NOT_IN_ADVERTISER);
        return { optimizationGoal: found.optimizationGoal, currency: account.currency };
      });
    }
    if (!request.adAccountId.startsWith('act_')) throw new DomainError(ErrorCode.ValidationFailed, AD_ACCOUNT_ID_EXPECTED);
    return this.connections.withAccess(request.userId, async ({ api, connection }) => {
      const account = assertReachable(connection, request.adAccountId);
      const found = (await api.adSets(request.adAccountId)).find((candidate) => candidate.id === request.adSetId);
      if (!found) throw new DomainError(ErrorCode.NotFound, AD_SET_NOT_IN_ACCOUNT);
      return { optimizationGoal: found.optimizationGoal, currency: account.currency };
    });
  }

  async list(request: JobLookupRequest): Promise<PublicationView[]> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    const publications = await this.publications.ofJob(job.id, request.userId);
    const rows = await this.ledger.ofPublications(publications.map((publication) => publication.id));
    return publications.map((publication) => toPublicationView(publication, rows));
  }

  /** Where the customer last published: the next round goes into the same ad set unless they choose another. */
  async last(request: AdConnectionRequest): Promise<LastPublicationView | null> {
    const latest = await this.publications.latestOf(request.userId);
    if (!latest) return null;
    const { platform, adAccountId, adSetId, pageId, identityType, primaryText, headline, callToAction, link, ctaLinks } = latest;
    return { platform, adAccountId, adSetId, pageId, identityType, primaryText, headline, callToAction, link, ctaLinks, publishedAt: latest.createdAt.toISOString() };
  }

  private ledgerRow(publication: Publication, fileName: string, cta: number, now: Date): PublishedOutput {
    return {
      id: randomUUID(),
      publicationId: publication.id,
      jobId: publication.jobId,
      userId: publication.userId,
      adSetId: publication.adSetId,
      fileName,
      cta,
      state: 'queued',
      videoId: null,
      imageHash: null,
      creativeId: null,
      adId: null,
      adStatus: null,
      error: null,
      attempts: 0,
      dueAt: now,
      leaseUntil: null,
      processingSince: null,
      impressions: null,
      spend: null,
      linkClicks: null,
      results: null,
      hookViews: null,
      updatedAt: now,
    };
  }
}
