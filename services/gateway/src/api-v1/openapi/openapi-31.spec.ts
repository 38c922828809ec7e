import { withNullAsType } from './openapi-31';

describe('withNullAsType', () => {
  it('turns OpenAPI 3.0 nullable into 3.1 null types, at any depth', () => {
    const document = {
      components: {
        schemas: {
          Job: {
            properties: {
              completedAt: { type: 'string', format: 'date-time', nullable: true },
              orientation: { type: 'string', enum: ['landscape', 'portrait'], nullable: true },
              width: { type: 'number', nullable: false },
              duration: { nullable: true, type: 'object', description: 'A budget', allOf: [{ $ref: '#/components/schemas/Budget' }] },
              listed: { type: 'array', items: { type: 'integer', nullable: true } },
            },
          },
        },
      },
    };
    expect(withNullAsType(document).components.schemas.Job.properties).toEqual({
      completedAt: { type: ['string', 'null'], format: 'date-time' },
      orientation: { type: ['string', 'null'], enum: ['landscape', 'portrait', null] },
      width: { type: 'number' },
      duration: { description: 'A budget', oneOf: [{ $ref: '#/components/schemas/Budget' }, { type: 'null' }] },
      listed: { type: 'array', items: { type: ['integer', 'null'] } },
    });
    expect(JSON.stringify(document)).not.toContain('nullable');
  });
});
