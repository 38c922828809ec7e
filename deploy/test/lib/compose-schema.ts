import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * The Compose Specification's JSON schema (compose-spec/compose-spec, schema/compose-spec.json),
 * as dclint, a maintained Compose linter, ships it and keeps it current. No package publishes the
 * schema on its own, and `docker compose config` / `podman compose config` are not available here.
 */
const SCHEMA_FILE = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');

// The schema is draft-07 with union types and keywords Ajv's strict mode would refuse.
const validate = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, validateSchema: false }).compile(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object);

/** What the Compose Specification says is wrong with a parsed compose file; empty when it conforms. */
export function composeSchemaProblems(compose: unknown): string[] {
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
}
