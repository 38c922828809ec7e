import { DynamicModule, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServiceHostModule } from '@reelmix/service-host';
import { AdminAuditModule } from './admin-audit/admin-audit.module';
import { AdminAuthModule } from './admin-auth/admin-auth.module';
import { ApiV1Module } from './api-v1/api-v1.module';
import { AuthHttpModule } from './auth/auth-http.module';
import { BillingModule } from './billing/billing.module';
import { ClipsModule } from './clips/clips.module';
import { CsrfMiddleware } from './auth/csrf.middleware';
import { DevMailboxController } from './dev/dev-mailbox.controller';
import { DeveloperModule } from './developer/developer.module';
import { DownloadsModule } from './downloads/downloads.module';
import { FramingModule } from './framing/framing.module';
import { GatewayConfig } from './gateway.config';
import { ApiHealthController } from './health/api-health.controller';
import { ServiceHealthService } from './health/service-health.service';
import { HistoryModule } from './history/history.module';
import { CorrelationMiddleware } from './http/correlation.middleware';
import { DomainErrorFilter } from './http/domain-error.filter';
import { JsonDepthMiddleware } from './http/json-depth.middleware';
import { JobsModule } from './jobs/jobs.module';
import { PublishingModule } from './publishing/publishing.module';
import { AdminSettingsModule } from './admin-settings/admin-settings.module';
import { AdminUsersModule } from './admin-users/admin-users.module';
import { AffiliateModule } from './affiliate/affiliate.module';
import { RequestDurationMiddleware } from './metrics/request-duration.middleware';
import { MetricsListener } from '@reelmix/metrics';

/** The only HTTP surface: checks who is calling and forwards to the owning service. */
@Module({})
export class GatewayModule implements NestModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ServiceHostModule.forService({ name: 'gateway', storage: true, config }),
        AuthHttpModule,
        AdminAuthModule,
        // Before JobsModule: Nest registers routes in module order, and `GET /api/jobs/user` (the
        // history) must be matched before the jobs module's `GET /api/jobs/:id` reads "user" as an id.
        HistoryModule,
        JobsModule,
        PublishingModule,
        ClipsModule,
        FramingModule,
        BillingModule,
        AdminSettingsModule,
        AffiliateModule,
        AdminUsersModule,
        AdminAuditModule,
        DownloadsModule,
        DeveloperModule,
        ApiV1Module,
      ],
      // The dev mailbox shows mail that was never sent, reset links included: only when asked for
      // (npm start sets DEV_MAILBOX; production refuses it), and then only to loopback clients.
      controllers: config.DEV_MAILBOX ? [ApiHealthController, DevMailboxController] : [ApiHealthController],
      // The metrics listener listens only when main.ts starts it (see serve-metrics.ts).
      providers: [ServiceHealthService, MetricsListener, { provide: APP_FILTER, useClass: DomainErrorFilter }],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    // First, so the time includes every middleware, and refusals by middleware are counted too.
    consumer.apply(RequestDurationMiddleware).forRoutes('*path');
    consumer.apply(CorrelationMiddleware).forRoutes('*path');
    // After the correlation scope opens, so a refusal still answers with its correlation id. Every
    // path: the middleware itself lets through what proves itself without a cookie (`/api/v1`, signed webhooks).
    consumer.apply(CsrfMiddleware).forRoutes('*path');
    // Before any controller, validator or logger walks a parsed body.
    consumer.apply(JsonDepthMiddleware).forRoutes('*path');
  }
}
