import { DynamicModule, Module } from '@nestjs/common';
import { ServiceHostModule } from '@reelmix/service-host';
import { DeliveryLogController } from './deliveries/delivery-log.controller';
import { DeliveryLogService } from './deliveries/delivery-log.service';
import { DeliverySenderService } from './deliveries/delivery-sender.service';
import { WebhookDeliveriesRepository } from './deliveries/webhook-deliveries.repository';
import { WebhookDelivery } from './deliveries/webhook-delivery.entity';
import { WebhookEndpoint } from './endpoints/webhook-endpoint.entity';
import { WebhookEndpointsController } from './endpoints/webhook-endpoints.controller';
import { WebhookEndpointsRepository } from './endpoints/webhook-endpoints.repository';
import { WebhookEndpointsService } from './endpoints/webhook-endpoints.service';
import { StoredSigningSecrets } from './endpoints/stored-signing-secrets';
import { AdPublishingEventsConsumer } from './events/ad-publishing-events.consumer';
import { JobEventsConsumer } from './events/job-events.consumer';
import { WebhookEvent } from './events/webhook-event.entity';
import { WebhookEventsRepository } from './events/webhook-events.repository';
import { WebhookEventsService } from './events/webhook-events.service';
import { CreateWebhooks1763700008000 } from './migrations/1763700008000-create-webhooks';
import { HOST_RESOLVER, type HostResolver, systemResolver } from './url-policy/host-resolver';
import { UrlPolicyService } from './url-policy/url-policy.service';
import { UserDeletedConsumer } from './users/user-deleted.consumer';
import { UserErasureService } from './users/user-erasure.service';
import { WebhooksConfig } from './webhooks.config';

/**
 * Customers' webhooks: their endpoints, the events of their jobs (their outputs' publication as ads
 * included) as webhook bodies, and the signed deliveries with retries and a log. Owns the
 * `webhooks` Postgres schema.
 */
@Module({})
export class WebhooksModule {
  /** `resolver`: where host names point; the system's unless a test decides. */
  static register(config: WebhooksConfig, { resolver = systemResolver }: { resolver?: HostResolver } = {}): DynamicModule {
    return {
      module: WebhooksModule,
      imports: [
        ServiceHostModule.forService({
          name: 'webhooks',
          config,
          database: {
            entities: [WebhookEndpoint, WebhookEvent, WebhookDelivery],
            migrations: [CreateWebhooks1763700008000],
          },
        }),
      ],
      controllers: [WebhookEndpointsController, DeliveryLogController, JobEventsConsumer, AdPublishingEventsConsumer, UserDeletedConsumer],
      providers: [
        { provide: HOST_RESOLVER, useValue: resolver },
        UrlPolicyService,
        StoredSigningSecrets,
        WebhookEndpointsRepository,
        WebhookEventsRepository,
        WebhookDeliveriesRepository,
        WebhookEndpointsService,
        WebhookEventsService,
        DeliveryLogService,
        DeliverySenderService,
        UserErasureService,
      ],
    };
  }
}
