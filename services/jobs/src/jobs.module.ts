import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { JobFiguresRepository } from './admin/job-figures.repository';
import { JobFiguresService } from './admin/job-figures.service';
import { JobsAdminController } from './admin/jobs-admin.controller';
import { ClipLabelChangedConsumer } from './clips/clip-label-changed.consumer';
import { ClipForgettingService } from './clips/clip-forgetting.service';
import { ClipOutputsRemoval } from './clips/clip-outputs-removal';
import { JobClipsRpcController } from './clips/job-clips.rpc.controller';
import { JobClipsService } from './clips/job-clips.service';
import { JobClip } from './jobs/job-clip.entity';
import { JobDownloadsService } from './jobs/job-downloads.service';
import { JobOutput } from './jobs/job-output.entity';
import { JobSegment } from './jobs/job-segment.entity';
import { Job } from './jobs/job.entity';
import { JobClipsRepository } from './jobs/job-clips.repository';
import { JobOutputsRepository } from './jobs/job-outputs.repository';
import { JobSegmentsRepository } from './jobs/job-segments.repository';
import { JobRepository } from './jobs/job.repository';
import { JobsRpcController } from './jobs/jobs-rpc.controller';
import { JobsService } from './jobs/jobs.service';
import { JobsConfig } from './jobs.config';
import { CreateJobs1763700001000 } from './migrations/1763700001000-create-jobs';
import { CreateDeletedUsers1763700001100 } from './migrations/1763700001100-create-deleted-users';
import { CreateRenderRuns1763700001400 } from './migrations/1763700001400-create-render-runs';
import { JobRevisions1763700001500 } from './migrations/1763700001500-job-revisions';
import { KeptSegments1763700001600 } from './migrations/1763700001600-kept-segments';
import { JobFraming1763700001700 } from './migrations/1763700001700-job-framing';
import { ClipFraming1763700001800 } from './migrations/1763700001800-clip-framing';
import { JobFramingRpcController } from './framing/job-framing.rpc.controller';
import { JobFramingService } from './framing/job-framing.service';
import { JobPlan1763700001900 } from './migrations/1763700001900-job-plan';
import { LibraryClips1763700002000 } from './migrations/1763700002000-library-clips';
import { JobReports1763700002100 } from './migrations/1763700002100-job-reports';
import { JobNames1763700002200 } from './migrations/1763700002200-job-names';
import { JobClipLabels1763700002300 } from './migrations/1763700002300-job-clip-labels';
import { AdPublishing1763700002400 } from './migrations/1763700002400-ad-publishing';
import { PublicationIdentity1763700002500 } from './migrations/1763700002500-publication-identity';
import { JobTexts1763700002600 } from './migrations/1763700002600-job-texts';
import { AdConnection } from './integrations/ad-connection.entity';
import { AdConnectionsRepository } from './integrations/ad-connections.repository';
import { IntegrationsRpcController } from './integrations/integrations.rpc.controller';
import { AdTokenVault } from './integrations/ad-token-vault';
import { MetaApiFactory } from './integrations/meta-api-factory';
import { MetaConnectionsService } from './integrations/meta-connections.service';
import { MetaLoginService } from './integrations/meta-login.service';
import { MetaTokenRenewalService } from './integrations/meta-token-renewal.service';
import { InsightsSchedule } from './insights/insights-schedule.service';
import { InsightsService } from './insights/insights.service';
import { LiveResultsService } from './insights/live-results.service';
import { AdPausingService } from './publishing/ad-pausing.service';
import { OutputPublisher } from './publishing/output-publisher';
import { MetaOutputSteps } from './publishing/meta-output-steps';
import { TikTokOutputSteps } from './publishing/tiktok-output-steps';
import { TikTokApiFactory } from './integrations/tiktok-api-factory';
import { TikTokConnectionsService } from './integrations/tiktok-connections.service';
import { Publication } from './publishing/publication.entity';
import { PublicationRunner } from './publishing/publication-runner.service';
import { PublicationsRepository } from './publishing/publications.repository';
import { PublicationsRpcController } from './publishing/publications.rpc.controller';
import { PublishedOutput } from './publishing/published-output.entity';
import { PublishedOutputsRepository } from './publishing/published-outputs.repository';
import { PublishService } from './publishing/publish.service';
import { JobGaugesRefresher } from './metrics/job-gauges-refresher.service';
import { RenderQueueRepository } from './estimates/render-queue.repository';
import { TimeLeftEstimates } from './estimates/time-left-estimates.service';
import { JobPlanRpcController } from './plan/job-plan.rpc.controller';
import { JobPlanService } from './plan/job-plan.service';
import { RenderQuotaService } from './quotas/render-quota.service';
import { RenderRun } from './quotas/render-run.entity';
import { RenderRunsRepository } from './quotas/render-runs.repository';
import { StoredOutputsRepository } from './quotas/stored-outputs.repository';
import { RenderResultsConsumer } from './results/render-results.consumer';
import { CombineRequests } from './results/combine-requests';
import { RenderResultsService } from './results/render-results.service';
import { JobReport } from './reports/job-report.entity';
import { JobReportsRpcController } from './reports/job-reports.rpc.controller';
import { JobReportsRepository } from './reports/job-reports.repository';
import { JobReportsService } from './reports/job-reports.service';
import { ReportThrottle } from './reports/report-throttle';
import { KeptSegment } from './segments/kept-segment.entity';
import { KeptSegmentsRepository } from './segments/kept-segments.repository';
import { KeptSegmentsSweepService } from './segments/kept-segments-sweep.service';
import { DeletedUser } from './users/deleted-user.entity';
import { DeletedUsersRepository } from './users/deleted-users.repository';
import { UserDeletedConsumer } from './users/user-deleted.consumer';
import { UserErasureService } from './users/user-erasure.service';

/** Render jobs: their combinations, outputs, progress and history. Owns the `jobs` Postgres schema. */
@Module({})
export class JobsModule {
  static register(config: JobsConfig): DynamicModule {
    return {
      module: JobsModule,
      imports: [
        ServiceHostModule.forService({
          name: 'jobs',
          storage: true,
          config,
          database: {
            entities: [Job, JobClip, JobSegment, JobOutput, DeletedUser, RenderRun, KeptSegment, JobReport, AdConnection, Publication, PublishedOutput],
            migrations: [CreateJobs1763700001000, CreateDeletedUsers1763700001100, CreateRenderRuns1763700001400, JobRevisions1763700001500, KeptSegments1763700001600, JobFraming1763700001700, ClipFraming1763700001800, JobPlan1763700001900, LibraryClips1763700002000, JobReports1763700002100, JobNames1763700002200, JobClipLabels1763700002300, AdPublishing1763700002400, PublicationIdentity1763700002500, JobTexts1763700002600],
          },
        }),
      ],
      controllers: [JobsRpcController, JobFramingRpcController, JobPlanRpcController, JobClipsRpcController, JobReportsRpcController, RenderResultsConsumer, JobsAdminController, UserDeletedConsumer, ClipLabelChangedConsumer, IntegrationsRpcController, PublicationsRpcController],
      providers: [
        JobRepository,
        JobClipsRepository,
        JobOutputsRepository,
        JobSegmentsRepository,
        JobReportsRepository,
        RenderRunsRepository,
        JobFiguresRepository,
        JobsService,
        JobFramingService,
        JobPlanService,
        JobDownloadsService,
        RenderResultsService,
        JobFiguresService,
        DeletedUsersRepository,
        UserErasureService,
        RenderQuotaService,
        StoredOutputsRepository,
        CombineRequests,
        KeptSegmentsRepository,
        KeptSegmentsSweepService,
        JobClipsService,
        ClipForgettingService,
        ClipOutputsRemoval,
        JobReportsService,
        ReportThrottle,
        JobGaugesRefresher,
        RenderQueueRepository,
        TimeLeftEstimates,
        AdConnectionsRepository,
        MetaApiFactory,
        AdTokenVault,
        MetaConnectionsService,
        MetaLoginService,
        MetaTokenRenewalService,
        PublicationsRepository,
        PublishedOutputsRepository,
        PublishService,
        PublicationRunner,
        OutputPublisher,
        MetaOutputSteps,
        TikTokOutputSteps,
        TikTokApiFactory,
        TikTokConnectionsService,
        AdPausingService,
        InsightsService,
        InsightsSchedule,
        LiveResultsService,
      ],
    };
  }
}
