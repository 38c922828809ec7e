import { Module } from '@nestjs/common';
import { ClipsModule } from '../clips/clips.module';
import { DeveloperModule } from '../developer/developer.module';
import { HistoryModule } from '../history/history.module';
import { JobsModule } from '../jobs/jobs.module';
import { PublishingModule } from '../publishing/publishing.module';
import { OpenApiController } from './openapi/openapi.controller';
import { PublishedOpenApi } from './openapi/published-openapi';
import { V1ClipsController } from './v1-clips.controller';
import { V1JobFilesController } from './v1-job-files.controller';
import { V1JobPublishingController } from './v1-job-publishing.controller';
import { V1JobPlanController } from './v1-job-plan.controller';
import { V1JobsController } from './v1-jobs.controller';
import { V1MetaIntegrationController } from './v1-meta-integration.controller';
import { V1TikTokIntegrationController } from './v1-tiktok-integration.controller';
import { V1WebhooksController } from './v1-webhooks.controller';

/**
 * The public API, `/api/v1`: API keys instead of the session, the app's own code behind. Each
 * controller is marked ApiKeyProtected; only the OpenAPI document is public.
 */
@Module({
  imports: [DeveloperModule, HistoryModule, JobsModule, ClipsModule, PublishingModule],
  controllers: [V1JobsController, V1JobFilesController, V1JobPlanController, V1ClipsController, V1WebhooksController, V1MetaIntegrationController, V1TikTokIntegrationController, V1JobPublishingController, OpenApiController],
  providers: [PublishedOpenApi],
})
export class ApiV1Module {}
