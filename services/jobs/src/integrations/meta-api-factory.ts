import { Inject, Injectable, Logger } from '@nestjs/common';
import { MetaAdsApi, MetaGraphClient, type MetaGraphSettings, metaGraphSettings } from '@reelmix/ad-platforms';
import { APP_CONFIG } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';

/** A Graph API client for one buyer's token, against the configured host and version. */
@Injectable()
export class MetaApiFactory {
  private readonly logger = new Logger('MetaGraphApi');
  readonly settings: MetaGraphSettings;

  constructor(@Inject(APP_CONFIG) config: JobsConfig) {
    this.settings = metaGraphSettings({ baseUrl: config.META_GRAPH_URL, videoUrl: config.META_GRAPH_VIDEO_URL, version: config.META_GRAPH_VERSION });
  }

  /** The client logs waits for Meta's limits; it never logs the token, which travels only in its header. */
  client(accessToken: string): MetaGraphClient {
    return new MetaGraphClient({ settings: this.settings, accessToken, logger: this.logger });
  }

  api(accessToken: string): MetaAdsApi {
    return new MetaAdsApi(this.client(accessToken));
  }
}
