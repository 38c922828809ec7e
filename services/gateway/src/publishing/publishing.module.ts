import { Module } from '@nestjs/common';
import { CustomerPublishing } from './customer-publishing.service';
import { JobPublishingController } from './job-publishing.controller';
import { MetaCallsThrottle } from './meta-calls-throttle';
import { MetaIntegrationController } from './meta-integration.controller';
import { MetaLoginController } from './meta-login.controller';
import { MetaLoginFlow } from './meta-login-flow.service';
import { MetaLoginState } from './meta-login-state';
import { TikTokIntegrationController } from './tiktok-integration.controller';

/**
 * Publishing jobs' videos to ad platforms, kept by the jobs service: the Meta and TikTok
 * connections, the publications and their live results. CustomerPublishing is exported for the
 * public API, which answers by the same code; one throttle for the process, so both surfaces count
 * against it.
 */
@Module({
  controllers: [MetaIntegrationController, MetaLoginController, TikTokIntegrationController, JobPublishingController],
  providers: [CustomerPublishing, MetaCallsThrottle, MetaLoginFlow, MetaLoginState],
  exports: [CustomerPublishing],
})
export class PublishingModule {}
