import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http';
import { loadProblem, refusalMessage } from './refusal-message';

const refused = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`, JSON.stringify(body));

describe('refusalMessage', () => {
  it("is the server's message, followed by the reason it gave when the message lacks it", () => {
    expect(refusalMessage(refused(409, { message: 'Too many keys.' }))).toBe('Too many keys.');
    expect(refusalMessage(refused(400, { message: 'Refused.', details: { reason: 'Private address.' } }))).toBe('Refused. Private address.');
    expect(refusalMessage(refused(400, { message: 'Refused: Private address.', details: { reason: 'Private address.' } }))).toBe('Refused: Private address.');
  });

  it('falls back to the failure itself when the body says nothing', () => {
    expect(refusalMessage(new ApiError(502, '502: Bad Gateway', ''))).toBe('502: Bad Gateway');
    expect(refusalMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('loadProblem', () => {
  it("uses the server's words for a 403 only", () => {
    expect(loadProblem(refused(403, { message: 'Needs Pro.' }), 'Could not load.')).toBe('Needs Pro.');
    expect(loadProblem(refused(500, { message: 'Boom' }), 'Could not load.')).toBe('Could not load.');
  });
});
