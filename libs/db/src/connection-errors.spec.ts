import { QueryFailedError } from 'typeorm';
import { isDatabaseConnectionError } from './connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseConnectionError', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown (a restart)', withCode('terminating connection due to administrator command', '57P01')],
    ['too many clients', withCode('sorry, too many clients already', '53300')],
    ['connection exception class', withCode('connection failure', '08006')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['TypeORM wrapping a lost connection', new QueryFailedError('SELECT 1', [], withCode('terminating connection', '57P01'))],
    ['a cause chain', new Error('could not save', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value', '23505'))],
    ['a syntax error', withCode('syntax error at or near', '42601')],
    ['a handler bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'Connection terminated'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseConnectionError(error)).toBe(false);
  });
});
