import { WEBHOOK_LIMITS } from '@reelmix/contracts';
import { describeFailure } from './attempt-failure';

describe('describeFailure', () => {
  it('records a 2xx without an error', () => {
    expect(describeFailure({ status: 202, answer: 'queued' })).toEqual({ status: 202, error: null });
  });

  it('names a redirect as not followed', () => {
    expect(describeFailure({ status: 307, answer: '' })).toEqual({ status: 307, error: 'Redirect 307 not followed (webhooks go only to the registered URL)' });
  });

  it('keeps the start of an error answer, cut to the logged size', () => {
    expect(describeFailure({ status: 500, answer: ' boom \n' })).toEqual({ status: 500, error: 'Receiver answered 500: boom' });
    const long = describeFailure({ status: 502, answer: 'é'.repeat(5000) });
    expect(Buffer.byteLength(long.error ?? '')).toBeLessThanOrEqual(WEBHOOK_LIMITS.loggedResponseBytes);
    expect(long.error?.endsWith('...')).toBe(true);
  });

  it('keeps why there was no answer', () => {
    expect(describeFailure({ status: null, error: 'connect ECONNREFUSED 127.0.0.1:9' })).toEqual({ status: null, error: 'connect ECONNREFUSED 127.0.0.1:9' });
  });
});
