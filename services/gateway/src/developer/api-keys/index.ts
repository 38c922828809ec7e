export { ApiKeysModule } from './api-keys.module';
export { ApiKeyGuard } from './api-key.guard';
export { API_KEY_REQUIRED } from '../../gateway-errors';
export { ApiKeyRateLimiter } from './api-key-rate-limiter';
