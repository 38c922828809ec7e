import type { SchemaObject } from '@nestjs/swagger';

/**
 * A file's bytes as OpenAPI 3.1 says it (`contentMediaType`, where 3.0 had `format: binary`). The
 * generator's schema type predates the keyword, hence the wider type here.
 */
export function fileOf(mediaType: string, description?: string): SchemaObject {
  const schema: SchemaObject & { contentMediaType: string } = { type: 'string', contentMediaType: mediaType, ...(description ? { description } : {}) };
  return schema;
}
