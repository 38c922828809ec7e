import { Module } from '@nestjs/common';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * What a customer sets up to build on Reelmix: API keys (kept by auth) and the endpoints the
 * webhooks service calls with their job events. Both are exported for the public API, which
 * checks the keys and offers the endpoints.
 */
@Module({ imports: [ApiKeysModule, WebhooksModule], exports: [ApiKeysModule, WebhooksModule] })
export class DeveloperModule {}
