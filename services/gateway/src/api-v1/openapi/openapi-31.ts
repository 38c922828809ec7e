/*
 * The document generator writes `nullable: true`, which OpenAPI 3.0 had and 3.1 dropped: in 3.1 a
 * schema is JSON Schema, and null is a type of its own. This rewrites each such schema in place.
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** `{ type: 'string', nullable: true }` becomes `{ type: ['string', 'null'] }`; a reference or combination becomes `oneOf` with null. */
export function withNullAsType<T extends object>(document: T): T {
  visit(document);
  return document;
}

function visit(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(visit);
  if (!isNode(value)) return;
  for (const child of Object.values(value)) visit(child);
  if (value['nullable'] === true) allowNull(value);
  delete value['nullable'];
}

function allowNull(schema: Node): void {
  const type = schema['type'];
  const composed = '$ref' in schema || 'allOf' in schema || 'oneOf' in schema || 'anyOf' in schema;
  if (typeof type === 'string' && !composed) {
    schema['type'] = [type, 'null'];
    if (Array.isArray(schema['enum'])) schema['enum'] = [...schema['enum'], null];
    return;
  }
  if (Array.isArray(type) && !composed) {
    if (!type.includes('null')) schema['type'] = [...type, 'null'];
    return;
  }
  // A $ref or a combination: what it was, or null. The generator puts `type: 'object'` beside such a
  // reference, which would refuse null before the oneOf is read, so it goes; annotations stay outside.
  const { description, type: _type, nullable: _nullable, ...rest } = schema;
  for (const key of Object.keys(schema)) delete schema[key];
  Object.assign(schema, description === undefined ? {} : { description }, { oneOf: [soleMember(rest), { type: 'null' }] });
}

/** `{ allOf: [{ $ref }] }`, the generator's wrapping of a lone reference, is that reference. */
function soleMember(schema: Node): Node {
  const allOf = schema['allOf'];
  return Object.keys(schema).length === 1 && Array.isArray(allOf) && allOf.length === 1 && isNode(allOf[0]) ? allOf[0] : schema;
}
