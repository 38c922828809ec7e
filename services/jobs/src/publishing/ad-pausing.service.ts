import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, PauseAdsRequest, type PausedAds } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { JobRepository } from '../jobs/job.repository';
import { MetaConnectionsService } from '../integrations/meta-connections.service';
import { PublishedOutputsRepository } from './published-outputs.repository';

export const AD_NOT_OF_JOB = 'One of these ads is not an ad of this job.';

/** Pausing ads the buyer chose (the losers of a round): only ads this job published, each set PAUSED on Meta. */
@Injectable()
export class AdPausingService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly ledger: PublishedOutputsRepository,
    private readonly connections: MetaConnectionsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pause(request: PauseAdsRequest): Promise<PausedAds> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    const rows = (await this.ledger.ofJob(job.id, request.userId)).filter((row) => row.adId !== null);
    const byAd = new Map(rows.map((row) => [row.adId as string, row]));
    const wanted = [...new Set(request.adIds)];
    if (wanted.some((adId) => !byAd.has(adId))) throw new DomainError(ErrorCode.NotFound, AD_NOT_OF_JOB);
    const paused: string[] = [];
    await this.connections.withAccess(request.userId, async ({ api }) => {
      for (const adId of wanted) {
        await api.setAdStatus(adId, 'PAUSED');
        await this.ledger.update((byAd.get(adId) as { id: string }).id, { adStatus: 'PAUSED', updatedAt: this.clock.now() });
        paused.push(adId);
      }
    });
    return { paused };
  }
}
