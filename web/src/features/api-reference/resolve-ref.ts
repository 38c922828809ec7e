import type { OpenApiDocument, Reference, SchemaObject } from '../../lib/openapi-document';

// A chain of references longer than this is a loop (or a document not worth following further).
const MAX_HOPS = 16;

export function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

/** `#/components/schemas/JobView` reads as `JobView`. */
export function refName(ref: string): string {
  const last = ref.split('/').pop() ?? ref;
  return unescapePointerToken(last);
}

// JSON Pointer (RFC 6901) writes `/` as `~1` and `~` as `~0` inside a token, in that order of undoing.
function unescapePointerToken(token: string): string {
  return decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** What a local reference (`#/components/...`) points at; undefined for external or broken ones. */
export function lookupRef(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const token of ref.slice(2).split('/').map(unescapePointerToken)) {
    if (typeof node !== 'object' || node === null || !Object.prototype.hasOwnProperty.call(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/** Follows references until a real object: a parameter, a request body, a response. */
export function resolveObject<T extends object>(document: OpenApiDocument, value: T | Reference | undefined): T | undefined {
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops += 1) {
    if (hops >= MAX_HOPS) return undefined;
    current = lookupRef(document, current.$ref);
  }
  return (current ?? undefined) as T | undefined;
}

export interface ResolvedSchema {
  schema: SchemaObject;
  /** The component the schema came from, when it was a reference. */
  name?: string;
  /** Every reference followed on the way, so nested walks can stop at a schema that contains itself. */
  refs: string[];
}

/**
 * A schema with its references followed. In 3.1 a `$ref` may sit beside other keywords (a
 * description of this use of the schema); those win over the target's.
 */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): ResolvedSchema {
  const refs: string[] = [];
  let current: SchemaObject = schema;
  let name: string | undefined;
  let overrides: SchemaObject = {};
  while (current.$ref !== undefined && refs.length < MAX_HOPS && !refs.includes(current.$ref)) {
    const { $ref, ...siblings } = current;
    overrides = { ...siblings, ...overrides };
    refs.push($ref);
    name ??= refName($ref);
    const target = lookupRef(document, $ref);
    if (typeof target !== 'object' || target === null) return { schema: { ...overrides }, name, refs };
    current = target as SchemaObject;
  }
  const { $ref: _loop, ...resolved } = current;
  return { schema: { ...resolved, ...overrides }, name, refs };
}
