import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, REFRESH_TOO_SOON, PUBLISHING_LIMITS, rateLimited } from '@reelmix/contracts';
import { APP_CONFIG, CLOCK, type Clock } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';
import { MetaConnectionsService } from '../integrations/meta-connections.service';
import { TikTokConnectionsService } from '../integrations/tiktok-connections.service';
import type { Publication } from '../publishing/publication.entity';
import { PublicationsRepository } from '../publishing/publications.repository';
import { PublishedOutputsRepository } from '../publishing/published-outputs.repository';
import { resultsFor } from './result-action';

/** One ad's figures as the ledger keeps them, whichever platform reported them. */
interface AdFigures {
  impressions: number;
  spend: string;
  linkClicks: number;
  results: number;
  hookViews: number;
}

/** Meta keeps an ad's figures for its whole life under this preset. */
const WHOLE_LIFE = { datePreset: 'maximum' } as const;

/**
 * Reads published ads' figures from Meta, per ad, into the ledger: on the schedule (hourly while
 * any ad of the publication runs, daily once all are paused) and when the buyer asks (at most once
 * a minute per job). A failed read is kept as the publication's last error and tried again on
 * the next period; figures already read stay.
 */
@Injectable()
export class InsightsService {
  private readonly logger = new Logger(InsightsService.name);

  constructor(
    private readonly publications: PublicationsRepository,
    private readonly ledger: PublishedOutputsRepository,
    private readonly connections: MetaConnectionsService,
    private readonly tiktok: TikTokConnectionsService,
    @Inject(APP_CONFIG) private readonly config: JobsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The buyer's "refresh now": refused within a minute of the job's last read (kept in the
   * database, so every replica refuses alike), with when to come back.
   */
  async refreshJob(jobId: string, userId: string): Promise<void> {
    const publications = await this.publications.ofJob(jobId, userId);
    const now = this.clock.now().getTime();
    const last = Math.max(0, ...publications.map((publication) => publication.insightsReadAt?.getTime() ?? 0));
    if (now - last < PUBLISHING_LIMITS.manualRefreshEveryMs) throw rateLimited(REFRESH_TOO_SOON, last + PUBLISHING_LIMITS.manualRefreshEveryMs - now);
    for (const publication of publications) {
      const error = await this.read(publication);
      if (error) throw error;
    }
  }

  /** Reads every publication whose insights are due; the schedule's pass. */
  async readDue(limit = 50): Promise<number> {
    const due = await this.publications.dueForInsights(this.clock.now(), limit);
    for (const publication of due) await this.read(publication);
    return due.length;
  }

  /**
   * Each ad's figures in the platform's own terms, made alike: results are the ad set's (ad
   * group's) optimisation event, and hook views Meta's 3-second or TikTok's 2-second plays.
   */
  private async figuresOf(publication: Publication, adIds: string[]): Promise<Map<string, AdFigures>> {
    if (publication.platform === 'tiktok') {
      const report = await this.tiktok.withAccess(publication.userId, ({ api }) => api.adInsights(publication.adAccountId, { lifetime: true }, adIds));
      return new Map(report.map((row) => [row.adId, { impressions: row.impressions, spend: row.spend, linkClicks: row.linkClicks, results: row.conversions, hookViews: row.twoSecondViews }]));
    }
    const figures = await this.connections.withAccess(publication.userId, ({ api }) => api.adInsights(publication.adSetId, WHOLE_LIFE));
    return new Map(
      figures.map((row) => [
        row.adId,
        { impressions: row.impressions, spend: row.spend, linkClicks: row.linkClicks, results: resultsFor(publication.optimizationGoal, row.actions), hookViews: row.threeSecondViews },
      ]),
    );
  }

  /** Reads one publication; answers the buyer's error when it failed, after noting it on the publication. */
  private async read(publication: Publication): Promise<DomainError | null> {
    const rows = (await this.ledger.ofPublications([publication.id])).filter((row) => row.adId);
    if (rows.length === 0) return null;
    const now = this.clock.now();
    try {
      const byAd = await this.figuresOf(publication, rows.map((row) => row.adId as string));
      for (const row of rows) {
        const figure = byAd.get(row.adId as string);
        await this.ledger.update(row.id, {
          impressions: String(figure?.impressions ?? 0),
          spend: figure?.spend ?? '0',
          linkClicks: String(figure?.linkClicks ?? 0),
          results: String(figure?.results ?? 0),
          hookViews: String(figure?.hookViews ?? 0),
        });
      }
      const anyActive = rows.some((row) => row.adStatus === 'ACTIVE');
      const next = anyActive ? this.config.INSIGHTS_REFRESH_MS : this.config.INSIGHTS_IDLE_REFRESH_MS;
      await this.publications.update(publication.id, { insightsReadAt: now, insightsDueAt: new Date(now.getTime() + next), insightsError: null, updatedAt: now });
      return null;
    } catch (error) {
      const message = error instanceof DomainError ? error.message : 'The figures could not be read.';
      this.logger.warn(`Reading insights of publication ${publication.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      await this.publications.update(publication.id, { insightsError: message, insightsDueAt: new Date(now.getTime() + this.config.INSIGHTS_REFRESH_MS), updatedAt: now });
      if (error instanceof DomainError) return error;
      throw error;
    }
  }
}
