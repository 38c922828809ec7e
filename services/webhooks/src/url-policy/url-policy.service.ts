import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import { loopbackAllowed, type WebhooksConfig } from '../webhooks.config';
import { HOST_RESOLVER, type HostResolver } from './host-resolver';
import { checkWebhookUrl, type UrlCheck } from './webhook-url-policy';

/** The URL rules with this deployment's settings: used at registration and at every attempt. */
@Injectable()
export class UrlPolicyService {
  private readonly allowLoopback: boolean;

  constructor(
    @Inject(APP_CONFIG) config: WebhooksConfig,
    @Inject(HOST_RESOLVER) private readonly resolve: HostResolver,
  ) {
    this.allowLoopback = loopbackAllowed(config);
  }

  check(url: string): Promise<UrlCheck> {
    return checkWebhookUrl(url, { allowLoopback: this.allowLoopback, resolve: this.resolve });
  }
}
