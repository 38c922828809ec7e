import { Controller } from '@nestjs/common';
import { AdConnectionRequest, JobLookupRequest, type LastPublicationView, LiveResultsRequest, type LiveResultsView, PauseAdsRequest, type PausedAds, type PublicationView, PublishJobRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { LiveResultsService } from '../insights/live-results.service';
import { AdPausingService } from './ad-pausing.service';
import { PublishService } from './publish.service';

@Controller()
export class PublicationsRpcController {
  constructor(
    private readonly publishing: PublishService,
    private readonly results: LiveResultsService,
    private readonly pausing: AdPausingService,
  ) {}

  @OnRequest(Rpc.PublishJob)
  publish(request: PublishJobRequest): Promise<PublicationView> {
    return this.publishing.publish(request);
  }

  @OnRequest(Rpc.ListPublications)
  list(request: JobLookupRequest): Promise<PublicationView[]> {
    return this.publishing.list(request);
  }

  @OnRequest(Rpc.LastPublication)
  last(request: AdConnectionRequest): Promise<LastPublicationView | null> {
    return this.publishing.last(request);
  }

  @OnRequest(Rpc.LiveResults)
  liveResults(request: LiveResultsRequest): Promise<LiveResultsView> {
    return this.results.results(request);
  }

  @OnRequest(Rpc.RefreshInsights)
  refresh(request: LiveResultsRequest): Promise<LiveResultsView> {
    return this.results.refresh(request);
  }

  @OnRequest(Rpc.PauseAds)
  pause(request: PauseAdsRequest): Promise<PausedAds> {
    return this.pausing.pause(request);
  }
}
