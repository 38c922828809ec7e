import { GraphApiError } from './graph-api-error';
import { requestedFields, selectFields } from './field-selection';

const SHAPE = { nodeType: 'Ad', known: ['id', 'name', 'status', 'creative'], defaults: ['id'] } as const;

describe('field selection', () => {
  it('reads top-level names and keeps nested selections out of the list', () => {
    expect(requestedFields('id, name,creative{id,name{first}},status')).toEqual(['id', 'name', 'creative', 'status']);
    expect(requestedFields('')).toBeUndefined();
  });

  it('answers the fields asked for with the id, and leaves out fields without a value', () => {
    const node = { id: '1', name: 'v1', status: 'PAUSED', creative: undefined };
    expect(selectFields(node, 'status,creative', SHAPE)).toEqual({ status: 'PAUSED', id: '1' });
    expect(selectFields(node, undefined, SHAPE)).toEqual({ id: '1' });
  });

  it('refuses a field the node type does not have, with code 100', () => {
    const select = () => selectFields({ id: '1' }, 'id,budget', SHAPE);
    expect(select).toThrow(GraphApiError);
    expect(select).toThrow('(#100) Tried accessing nonexisting field (budget) on node type (Ad)');
  });
});
