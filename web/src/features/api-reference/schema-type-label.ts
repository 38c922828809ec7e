import type { OpenApiDocument, SchemaObject } from '../../lib/openapi-document';
import { resolveSchema } from './resolve-ref';

/** The schema's own types without `null`, and whether `null` is allowed (3.1 or 3.0 style). */
export function schemaTypes(schema: SchemaObject): { types: string[]; nullable: boolean } {
  const listed = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return { types: listed.filter((type) => type !== 'null'), nullable: listed.includes('null') || schema.nullable === true };
}

/** A string that carries bytes: a multipart file part, or a binary body. */
export function isFileSchema(schema: SchemaObject): boolean {
  return schemaTypes(schema).types.includes('string') && (schema.format === 'binary' || schema.contentMediaType !== undefined);
}

/**
 * A short, readable type: `string (date-time)`, `array of file`, `JobView`, `integer or null`.
 * A referenced schema is named by its component, which the reader finds under the same name.
 */
export function schemaTypeLabel(document: OpenApiDocument, schema: SchemaObject, depth = 0): string {
  const { schema: resolved, name } = resolveSchema(document, schema);
  const { types, nullable } = schemaTypes(resolved);
  const base = name ?? ownTypeLabel(document, resolved, types, depth);
  return nullable && base !== 'null' ? `${base} or null` : base;
}

function ownTypeLabel(document: OpenApiDocument, schema: SchemaObject, types: string[], depth: number): string {
  // Deeply nested unions would make the label longer than the table; past a few levels, say less.
  if (depth > 3) return 'object';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.oneOf ?? schema.anyOf;
  if (union && union.length > 0) return union.map((member) => schemaTypeLabel(document, member, depth + 1)).join(' or ');
  if (schema.allOf && schema.allOf.length === 1) return schemaTypeLabel(document, schema.allOf[0], depth + 1);
  if (types.length === 0) return schema.properties || schema.allOf ? 'object' : 'any';
  return types.map((type) => singleTypeLabel(document, schema, type, depth)).join(' or ');
}

function singleTypeLabel(document: OpenApiDocument, schema: SchemaObject, type: string, depth: number): string {
  if (type === 'array') return schema.items ? `array of ${schemaTypeLabel(document, schema.items, depth + 1)}` : 'array';
  if (type === 'string' && isFileSchema(schema)) return 'file';
  if (type === 'object' && typeof schema.additionalProperties === 'object' && !schema.properties) {
    return `map of ${schemaTypeLabel(document, schema.additionalProperties, depth + 1)}`;
  }
  return schema.format && type !== 'object' ? `${type} (${schema.format})` : type;
}
