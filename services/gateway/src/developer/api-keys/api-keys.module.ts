import { Module } from '@nestjs/common';
import { ApiKeyRateLimiter } from './api-key-rate-limiter';
import { ApiKeyGuard } from './api-key.guard';
import { ApiKeysController } from './api-keys.controller';

/**
 * API keys: their management with the browser session, and the guard of the public API. One
 * rate limiter for the whole process, so every `/api/v1` controller counts against the same window.
 */
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeyRateLimiter, ApiKeyGuard],
  exports: [ApiKeyRateLimiter, ApiKeyGuard],
})
export class ApiKeysModule {}
