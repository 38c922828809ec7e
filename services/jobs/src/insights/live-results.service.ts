import { Injectable } from '@nestjs/common';
import { analyseRows, designOfJob, type ExportRow, NoRowsMatchedError } from '@reelmix/analysis';
import { type AnalysisReport, type JobView, type LiveResultsView, LiveResultsRequest, type VerdictMetric } from '@reelmix/contracts';
import { JobRepository } from '../jobs/job.repository';
import type { Publication } from '../publishing/publication.entity';
import { adNameOf } from '../publishing/publication-view';
import { PublicationsRepository } from '../publishing/publications.repository';
import type { PublishedOutput } from '../publishing/published-output.entity';
import { PublishedOutputsRepository } from '../publishing/published-outputs.repository';
import { InsightsService } from './insights.service';

/**
 * The job's results from its published ads' live figures, through the same analysis as an
 * imported export: each ad is a row named after its output, so the verdicts per hook, body, CTA
 * and placement are the ones the buyer would get from Ads Manager's CSV.
 */
@Injectable()
export class LiveResultsService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly publications: PublicationsRepository,
    private readonly ledger: PublishedOutputsRepository,
    private readonly insights: InsightsService,
  ) {}

  async results(request: LiveResultsRequest): Promise<LiveResultsView> {
    const job = await this.jobs.openView(request.userId, request.jobId, request.plan);
    return this.view(job, request.userId, request.metric ?? 'ctr');
  }

  async refresh(request: LiveResultsRequest): Promise<LiveResultsView> {
    const job = await this.jobs.openView(request.userId, request.jobId, request.plan);
    await this.insights.refreshJob(job.id, request.userId);
    return this.view(job, request.userId, request.metric ?? 'ctr');
  }

  private async view(job: JobView, userId: string, metric: VerdictMetric): Promise<LiveResultsView> {
    const publications = await this.publications.ofJob(job.id, userId);
    const rows = (await this.ledger.ofJob(job.id, userId)).filter((row) => row.adId && row.impressions !== null);
    const report = rows.length > 0 ? analyseLive(job, rows, publications, metric) : null;
    const rounds = await this.publications.roundsOf(job.id, userId);
    return {
      jobId: job.id,
      report,
      metric,
      readAt: latest(publications.map((publication) => publication.insightsReadAt)),
      nextReadAt: earliest(publications.map((publication) => publication.insightsDueAt)),
      ads: rows.length,
      impressionsNeeded: report ? impressionsStillNeeded(report) : null,
      lastError: publications.map((publication) => publication.insightsError).find((error) => error !== null) ?? null,
      rounds: rounds.map((round) => ({ ...round, firstPublishedAt: round.firstPublishedAt.toISOString(), current: round.jobId === job.id })),
    };
  }
}

function analyseLive(job: JobView, rows: PublishedOutput[], publications: Publication[], metric: VerdictMetric): AnalysisReport | null {
  const design = designOfJob(job);
  const exportRows: ExportRow[] = rows.map((row) => ({
    adName: adNameOf(row.fileName),
    spend: Number(row.spend ?? 0),
    impressions: Number(row.impressions ?? 0),
    clicks: Number(row.linkClicks ?? 0),
    results: Number(row.results ?? 0),
    hookViews: Number(row.hookViews ?? 0),
  }));
  // An output whose ad is in two ad sets gives two rows; the analysis adds them up, as an export's split rows.
  const currency = publications.find((publication) => publication.currency)?.currency ?? null;
  try {
    return analyseRows({ source: 'meta', currency, hasHookViews: true, headers: [], rows: exportRows }, design, { metric });
  } catch (error) {
    // No row matches an output any more (every published video's clip was removed): nothing to report.
    if (error instanceof NoRowsMatchedError) return null;
    throw error;
  }
}

/** The most any section's verdict still waits for; 0 when every section has what it needs. */
function impressionsStillNeeded(report: AnalysisReport): number | null {
  let needed = 0;
  for (const section of Object.values(report.sections)) {
    if (section.verdict.kind !== 'not-enough-data') continue;
    if (section.verdict.impressionsNeeded === null) return null;
    needed = Math.max(needed, section.verdict.impressionsNeeded);
  }
  return needed;
}

function latest(dates: Array<Date | null>): string | null {
  const times = dates.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
}

function earliest(dates: Array<Date | null>): string | null {
  const times = dates.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length > 0 ? new Date(Math.min(...times)).toISOString() : null;
}
