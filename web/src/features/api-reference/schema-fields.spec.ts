import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.fixture';
import { schemaFields } from './schema-fields';
import { schemaTypeLabel } from './schema-type-label';

const document = buildOpenApiDocument();
const job = { $ref: '#/components/schemas/Job' };

describe('schemaFields', () => {
  it('follows a $ref into components and lists nested objects and arrays of objects after their parent', () => {
    const fields = schemaFields(document, job);

    expect(fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['id', 'string (uuid)', true],
      ['status', 'string', true],
      ['completedAt', 'string (date-time) or null', false],
      ['counts', 'object', false],
      ['counts.intro', 'integer', false],
      ['counts.expectedOutputs', 'integer', false],
      ['outputs', 'array of Output', false],
      ['outputs[].fileName', 'string', false],
      ['outputs[].downloadUrl', 'string', false],
      // Job contains itself: named, with the description beside its $ref, and not walked into again.
      ['parent', 'Job', false],
    ]);
    expect(fields.find((field) => field.name === 'status')?.values).toEqual(['pending', 'processing', 'completed', 'failed']);
    expect(fields.find((field) => field.name === 'parent')?.description).toBe('The job this one was copied from.');
    expect(fields.find((field) => field.name === 'outputs[].downloadUrl')?.description).toBe('Path to GET with your key.');
  });

  it('reads multipart file parts as files, with defaults', () => {
    const body = document.paths?.['/api/v1/jobs'].post?.requestBody;
    const schema = body && 'content' in body ? body.content?.['multipart/form-data'].schema : undefined;

    const fields = schemaFields(document, schema);

    expect(fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['intro', 'array of file', true],
      ['body', 'array of file', true],
      ['cta', 'array of file', true],
      ['placements', 'string', false],
    ]);
    expect(fields[3].defaultValue).toBe('"9:16,4:5"');
  });

  it('lists a list answer by the fields of its items, and merges allOf members', () => {
    expect(schemaFields(document, { type: 'array', items: { $ref: '#/components/schemas/Output' } }).map((field) => field.name)).toEqual([
      '[].fileName',
      '[].downloadUrl',
    ]);
    const extended = { allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', required: ['code'], properties: { errorId: { type: 'string' } } }] };
    expect(schemaFields(document, extended).map((field) => [field.name, field.required])).toEqual([
      ['message', false],
      ['code', true],
      ['errorId', false],
    ]);
  });

  it('has no fields for a schema without properties, or a broken reference', () => {
    expect(schemaFields(document, { type: 'string', format: 'binary' })).toEqual([]);
    expect(schemaFields(document, { $ref: '#/components/schemas/Missing' })).toEqual([]);
    expect(schemaFields(document, undefined)).toEqual([]);
  });
});

describe('schemaTypeLabel', () => {
  it('names unions, maps, constants and 3.0-style nullables', () => {
    expect(schemaTypeLabel(document, { oneOf: [{ type: 'string' }, { $ref: '#/components/schemas/Output' }] })).toBe('string or Output');
    expect(schemaTypeLabel(document, { type: 'object', additionalProperties: { type: 'integer' } })).toBe('map of integer');
    expect(schemaTypeLabel(document, { const: 'job.completed' })).toBe('"job.completed"');
    expect(schemaTypeLabel(document, { type: 'integer', nullable: true })).toBe('integer or null');
    expect(schemaTypeLabel(document, {})).toBe('any');
  });
});
