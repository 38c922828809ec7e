import type { INestApplication } from '@nestjs/common';
import { ApiV1Module } from './api-v1.module';
import { buildOpenApiDocument } from './openapi/openapi-document';
import { PublishedOpenApi } from './openapi/published-openapi';

/**
 * Builds the public API's OpenAPI document from the app and hands it to the route that serves it.
 * Runs once at start-up, after the app is created and before it listens (configureHttp): the
 * generator reads every module's controllers, which only the application object holds.
 */
export function publishOpenApi(app: INestApplication): void {
  app.get(PublishedOpenApi).publish(buildOpenApiDocument(app, [ApiV1Module]));
}
