import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointRequest,
  type DeletedWebhookEndpoint,
  WEBHOOK_LIMITS,
  type WebhookEndpointView,
} from '@reelmix/contracts';
import { DataSource } from 'typeorm';
import { UrlPolicyService } from '../url-policy/url-policy.service';
import { toEndpointView } from './endpoint-view';
import { newSigningSecret } from './signing-secret';
import { StoredSigningSecrets } from './stored-signing-secrets';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhooksErrors } from '../webhooks-errors';

@Injectable()
export class WebhookEndpointsService {
  private readonly logger = new Logger(WebhookEndpointsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly urls: UrlPolicyService,
    private readonly secrets: StoredSigningSecrets,
  ) {}

  async create({ userId, url, events }: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> {
    const check = await this.urls.check(url);
    if (!check.ok) throw WebhooksErrors.urlRefused(check.reason);
    const secret = newSigningSecret();
    const storedSecret = this.secrets.seal(secret);
    const created = await this.dataSource.transaction(async (manager) => {
      await this.endpoints.lockUser(manager, userId);
      if ((await this.endpoints.countOf(manager, userId)) >= WEBHOOK_LIMITS.perUser) {
        throw WebhooksErrors.tooManyEndpoints();
      }
      // The URL as written, not as parsed: it is checked again, as written, before every attempt.
      return this.endpoints.insert(manager, { userId, url, events, secret: storedSecret });
    });
    this.logger.log(`User ${userId} added webhook endpoint ${created.id} for ${created.events.join(', ')}`);
    return { ...toEndpointView(created), secret };
  }

  async list(userId: string): Promise<WebhookEndpointView[]> {
    return (await this.endpoints.listOf(userId)).map(toEndpointView);
  }

  async delete(userId: string, endpointId: string): Promise<DeletedWebhookEndpoint> {
    if (!(await this.endpoints.delete(userId, endpointId))) throw WebhooksErrors.endpointNotFound();
    this.logger.log(`User ${userId} deleted webhook endpoint ${endpointId}`);
    return { id: endpointId };
  }
}
