import { ErrorCode } from '@reelmix/contracts';
import { BODY_NOT_JSON, BODY_TOO_LARGE, clientErrorOf } from './client-errors';

/** What the body parser and the static file server pass on: an Error with http-errors' fields. */
const httpError = (fields: Record<string, unknown>) => Object.assign(new Error('raw message'), fields);

describe('clientErrorOf', () => {
  it('answers the body parser refusals with their status and a message of ours', () => {
    expect(clientErrorOf(httpError({ status: 413, expose: true, type: 'entity.too.large' }))).toEqual({
      status: 413,
      code: ErrorCode.PayloadTooLarge,
      message: BODY_TOO_LARGE,
    });
    expect(clientErrorOf(httpError({ status: 400, expose: true, type: 'entity.parse.failed' }))).toMatchObject({ status: 400, message: BODY_NOT_JSON });
  });

  it('keeps other exposed 4xx refusals as they are', () => {
    expect(clientErrorOf(httpError({ statusCode: 416, expose: true }))).toEqual({ status: 416, message: 'raw message' });
  });

  it('leaves server faults and anything not meant for the client to the 500 path', () => {
    expect(clientErrorOf(httpError({ status: 500, expose: false }))).toBeUndefined();
    expect(clientErrorOf(httpError({ status: 400, expose: false }))).toBeUndefined();
    expect(clientErrorOf(new RangeError('Maximum call stack size exceeded'))).toBeUndefined();
    expect(clientErrorOf('text')).toBeUndefined();
  });
});
