import type { OpenApiDocument } from '../../lib/openapi-document';

/**
 * A small OpenAPI 3.1 document shaped like the product's: a tagged multipart upload answering a
 * referenced schema, a path parameter shared by a path's operations, a nullable field, a
 * self-referencing schema, an untagged public call, and an error answer from `components.responses`.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 'Reelmix API', version: '1.0.0', description: 'Create ad variations from your own tools.' },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }],
    tags: [{ name: 'Jobs', description: 'Upload clips, render every combination, download the videos.' }],
    paths: {
      '/api/v1/jobs': {
        post: {
          tags: ['Jobs'],
          summary: 'Create a job from uploaded clips',
          operationId: 'createJob',
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['intro', 'body', 'cta'],
                  properties: {
                    intro: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'Hook clips.' },
                    body: { type: 'array', items: { type: 'string', format: 'binary' } },
                    cta: { type: 'array', items: { type: 'string', format: 'binary' } },
                    placements: { type: 'string', description: 'Comma-separated ratios.', default: '9:16,4:5' },
                  },
                },
              },
            },
          },
          responses: {
            '429': { $ref: '#/components/responses/RateLimited' },
            '201': { description: 'The job, pending.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } },
          },
        },
      },
      '/api/v1/jobs/{id}': {
        parameters: [{ $ref: '#/components/parameters/JobId' }],
        get: {
          tags: ['Jobs'],
          summary: 'Read a job',
          responses: {
            '200': { description: 'The job.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Job' } } } },
            '404': { description: 'No such job of yours.' },
          },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          summary: 'This document',
          security: [],
          responses: { '200': { description: 'The OpenAPI document.' } },
        },
      },
    },
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
      parameters: {
        JobId: { name: 'id', in: 'path', required: true, description: 'The job id.', schema: { type: 'string', format: 'uuid' } },
      },
      responses: {
        RateLimited: { description: 'Too many calls; see Retry-After.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
      schemas: {
        Job: {
          type: 'object',
          required: ['id', 'status'],
          properties: {
            id: { type: 'string', format: 'uuid' },
            status: { type: 'string', enum: ['pending', 'processing', 'completed', 'failed'] },
            completedAt: { type: ['string', 'null'], format: 'date-time' },
            counts: { type: 'object', properties: { intro: { type: 'integer' }, expectedOutputs: { type: 'integer' } } },
            outputs: { type: 'array', items: { $ref: '#/components/schemas/Output' } },
            parent: { $ref: '#/components/schemas/Job', description: 'The job this one was copied from.' },
          },
        },
        Output: {
          type: 'object',
          properties: { fileName: { type: 'string' }, downloadUrl: { type: 'string', description: 'Path to GET with your key.' } },
        },
        Error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' } } },
      },
    },
  };
}
