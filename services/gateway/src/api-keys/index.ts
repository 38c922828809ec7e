export { ApiKeysModule } from './api-keys.module';
export { ApiKeyGuard, API_KEY_REQUIRED } from './api-key.guard';
export { ApiKeyRateLimiter } from './api-key-rate-limiter';
