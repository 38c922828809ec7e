import { describe, expect, it } from 'vitest';
import { anchorOf, operationGroups, pathGroupName } from './openapi-operations';
import { buildOpenApiDocument } from './openapi.fixture';

describe('operationGroups', () => {
  it('groups by tag in the document order, then untagged calls by their path', () => {
    const groups = operationGroups(buildOpenApiDocument());

    expect(groups.map((group) => [group.name, group.operations.map((operation) => `${operation.method} ${operation.path}`)])).toEqual([
      ['Jobs', ['post /api/v1/jobs', 'get /api/v1/jobs/{id}']],
      ['openapi.json', ['get /api/v1/openapi.json']],
    ]);
    expect(groups[0].description).toBe('Upload clips, render every combination, download the videos.');
  });

  it('resolves shared parameters and referenced responses, sorting the responses by status', () => {
    const [jobs, publicCalls] = operationGroups(buildOpenApiDocument());
    const [create, read] = jobs.operations;

    expect(read.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(create.responses.map((response) => [response.status, response.response.description])).toEqual([
      ['201', 'The job, pending.'],
      ['429', 'Too many calls; see Retry-After.'],
    ]);
    expect(create.requestBody?.required).toBe(true);
    expect(create.needsKey).toBe(true);
    // `security: []` on the operation lifts the document's requirement.
    expect(publicCalls.operations[0].needsKey).toBe(false);
  });

  it('lets an operation replace a path-level parameter of the same name and place', () => {
    const source = buildOpenApiDocument();
    const item = source.paths?.['/api/v1/jobs/{id}'];
    if (item?.get) item.get.parameters = [{ name: 'id', in: 'path', required: true, description: 'Own description.' }];

    const read = operationGroups(source)[0].operations[1];

    expect(read.parameters).toEqual([expect.objectContaining({ name: 'id', description: 'Own description.' })]);
  });
});

describe('pathGroupName and anchorOf', () => {
  it('skips the api and version segments, and makes ids safe for a URL fragment', () => {
    expect(pathGroupName('/api/v1/webhooks/{id}/deliveries')).toBe('webhooks');
    expect(pathGroupName('/')).toBe('other');
    expect(anchorOf('post', '/api/v1/jobs/{id}/start')).toBe('post-api-v1-jobs-id-start');
  });
});
