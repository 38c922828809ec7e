import type { OpenApiDocument } from '../lib/openapi-document';
import { apiRead, type RequestOptions } from './http';

/** The versioned API's own description (OpenAPI 3.1), public like the reference page that shows it. */
export function fetchOpenApiDocument(options?: RequestOptions): Promise<OpenApiDocument> {
  return apiRead<OpenApiDocument>('/v1/openapi.json', options);
}
