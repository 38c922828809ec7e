import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiKeyGuard } from '../developer/api-keys/api-key.guard';
import { ApiKeyRefusals } from './openapi/api-refusals';

/** The OpenAPI security scheme of the API keys. */
export const API_KEY_SCHEME = 'apiKey';

/**
 * Marks a `/api/v1` controller: only an API key gets in (ApiKeyGuard), and the document says so,
 * with the refusals the key check brings. The guard and its documentation cannot drift apart.
 */
export const ApiKeyProtected = (): ClassDecorator => applyDecorators(UseGuards(ApiKeyGuard), ApiBearerAuth(API_KEY_SCHEME), ApiKeyRefusals());
