import type { OpenApiDocument, SchemaObject } from '../../lib/openapi-document';
import { resolveSchema } from './resolve-ref';
import { isFileSchema, schemaTypeLabel, schemaTypes } from './schema-type-label';

/** One row of a field table: `counts.intro`, `outputs[].fileName`. */
export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  /** The values an enum allows, written as JSON would. */
  values?: string[];
  defaultValue?: string;
  deprecated: boolean;
}

/** Nested objects are listed this deep (`a.b.c`); deeper ones are named by their type only. */
const MAX_DEPTH = 3;

interface ObjectShape {
  properties: Record<string, SchemaObject>;
  required: Set<string>;
}

/**
 * The fields of an object schema, its nested objects' fields after it, each with its type and
 * whether it is required. References are followed into `components`; a schema that contains
 * itself is listed once. A schema without properties (a plain string, a file) has no fields.
 */
export function schemaFields(document: OpenApiDocument, schema: SchemaObject | undefined): SchemaField[] {
  if (!schema) return [];
  const fields: SchemaField[] = [];
  collect(document, schema, '', 0, [], fields);
  return fields;
}

function collect(document: OpenApiDocument, schema: SchemaObject, prefix: string, depth: number, seen: string[], into: SchemaField[]): void {
  const { schema: resolved, refs } = resolveSchema(document, schema);
  if (refs.some((ref) => seen.includes(ref))) return;
  const path = [...seen, ...refs];

  // A list of objects at the top (a list answer) is described by the fields of its items.
  if (schemaTypes(resolved).types.includes('array') && resolved.items) {
    collect(document, resolved.items, `${prefix}[].`, depth, path, into);
    return;
  }

  const shape = objectShape(document, resolved);
  for (const [key, property] of Object.entries(shape.properties)) {
    const name = `${prefix}${key}`;
    into.push(fieldOf(document, name, property, shape.required.has(key)));
    if (depth + 1 < MAX_DEPTH && hasNestedFields(document, property)) {
      // An array's branch above adds the `[].` itself.
      collect(document, property, isArray(document, property) ? name : `${name}.`, depth + 1, path, into);
    }
  }
}

/** Properties and required names, with `allOf` members merged in (how 3.1 documents extend a schema). */
function objectShape(document: OpenApiDocument, schema: SchemaObject): ObjectShape {
  const shape: ObjectShape = { properties: { ...schema.properties }, required: new Set(schema.required ?? []) };
  for (const member of schema.allOf ?? []) {
    const merged = objectShape(document, resolveSchema(document, member).schema);
    Object.assign(shape.properties, merged.properties);
    merged.required.forEach((name) => shape.required.add(name));
  }
  return shape;
}

function fieldOf(document: OpenApiDocument, name: string, property: SchemaObject, required: boolean): SchemaField {
  const { schema: resolved } = resolveSchema(document, property);
  return {
    name,
    type: schemaTypeLabel(document, property),
    required,
    description: resolved.description ?? resolved.title,
    values: resolved.enum?.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
    defaultValue: resolved.default === undefined ? undefined : JSON.stringify(resolved.default),
    deprecated: resolved.deprecated === true,
  };
}

function isArray(document: OpenApiDocument, schema: SchemaObject): boolean {
  return schemaTypes(resolveSchema(document, schema).schema).types.includes('array');
}

function hasNestedFields(document: OpenApiDocument, schema: SchemaObject): boolean {
  const resolved = resolveSchema(document, schema).schema;
  const inner = isArray(document, schema) && resolved.items ? resolveSchema(document, resolved.items).schema : resolved;
  if (isFileSchema(inner)) return false;
  return Object.keys(objectShape(document, inner).properties).length > 0;
}
