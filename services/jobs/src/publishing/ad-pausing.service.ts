import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode, PauseAdsRequest, type PausedAds } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { JobRepository } from '../jobs/job.repository';
import { MetaConnectionsService } from '../integrations/meta-connections.service';
import { TikTokConnectionsService } from '../integrations/tiktok-connections.service';
import { PublicationsRepository } from './publications.repository';
import { PublishedOutputsRepository } from './published-outputs.repository';

export const AD_NOT_OF_JOB = 'One of these ads is not an ad of this job.';

/** Pausing ads the buyer chose (the losers of a round): only ads this job published, each paused on its platform (TikTok: disabled). */
@Injectable()
export class AdPausingService {
  constructor(
    private readonly jobs: JobRepository,
    private readonly ledger: PublishedOutputsRepository,
    private readonly connections: MetaConnectionsService,
    private readonly tiktok: TikTokConnectionsService,
    private readonly publications: PublicationsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async pause(request: PauseAdsRequest): Promise<PausedAds> {
    const job = await this.jobs.openableBy(request.userId, request.jobId, request.plan);
    const rows = (await this.ledger.ofJob(job.id, request.userId)).filter((row) => row.adId !== null);
    const byAd = new Map(rows.map((row) => [row.adId as string, row]));
    const wanted = [...new Set(request.adIds)];
    if (wanted.some((adId) => !byAd.has(adId))) throw new DomainError(ErrorCode.NotFound, AD_NOT_OF_JOB);
    const paused: string[] = [];
    const publications = new Map((await this.publications.ofJob(job.id, request.userId)).map((publication) => [publication.id, publication]));
    const pauseOne = async (adId: string, setStatus: () => Promise<void>) => {
      await setStatus();
      await this.ledger.update((byAd.get(adId) as { id: string }).id, { adStatus: 'PAUSED', updatedAt: this.clock.now() });
      paused.push(adId);
    };
    const onMeta = wanted.filter((adId) => publications.get(byAd.get(adId)?.publicationId ?? '')?.platform !== 'tiktok');
    const onTikTok = wanted.filter((adId) => !onMeta.includes(adId));
    if (onMeta.length > 0) {
      await this.connections.withAccess(request.userId, async ({ api }) => {
        for (const adId of onMeta) await pauseOne(adId, () => api.setAdStatus(adId, 'PAUSED'));
      });
    }
    if (onTikTok.length > 0) {
      await this.tiktok.withAccess(request.userId, async ({ api }) => {
        for (const adId of onTikTok) {
          const advertiserId = publications.get(byAd.get(adId)?.publicationId ?? '')?.adAccountId as string;
          await pauseOne(adId, () => api.setAdStatus(advertiserId, [adId], 'DISABLE'));
        }
      });
    }
    return { paused };
  }
}
