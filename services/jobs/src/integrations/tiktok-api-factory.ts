import { Inject, Injectable, Logger } from '@nestjs/common';
import { TikTokAdsApi, type TikTokApiSettings, tiktokApiSettings, TikTokClient } from '@reelmix/ad-platforms';
import { APP_CONFIG } from '@reelmix/service-host';
import type { JobsConfig } from '../jobs.config';

/** A TikTok Marketing API client for one buyer's token, against the configured host. */
@Injectable()
export class TikTokApiFactory {
  private readonly logger = new Logger('TikTokApi');
  readonly settings: TikTokApiSettings;

  constructor(@Inject(APP_CONFIG) config: JobsConfig) {
    this.settings = tiktokApiSettings({ baseUrl: config.TIKTOK_API_URL });
  }

  /** The client logs retries; it never logs the token, which travels only in its header. */
  client(accessToken: string): TikTokClient {
    return new TikTokClient({ settings: this.settings, accessToken, logger: this.logger });
  }

  api(client: TikTokClient): TikTokAdsApi {
    return new TikTokAdsApi(client);
  }
}
