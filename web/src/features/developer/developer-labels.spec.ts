import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../dashboard/format-date';
import { attemptsLabel, lastAnswerLabel, lastUsedLabel, nextAttemptLabel, shownKeyPrefix } from './developer-labels';

describe('developer labels', () => {
  it('marks a key prefix as cut short, and a key never used as such', () => {
    expect(shownKeyPrefix('rmx_AbC1')).toBe('rmx_AbC1…');
    expect(lastUsedLabel(null)).toBe('Never');
    expect(lastUsedLabel('2026-11-26T08:30:00.000Z')).toBe(formatDateTime('2026-11-26T08:30:00.000Z'));
  });

  it("says what a receiver last answered: its status, the error, or that nothing went out yet", () => {
    expect(lastAnswerLabel({ lastStatus: 200, lastError: null, attempts: 1 })).toBe('HTTP 200');
    expect(lastAnswerLabel({ lastStatus: 503, lastError: 'Service Unavailable', attempts: 3 })).toBe('HTTP 503: Service Unavailable');
    expect(lastAnswerLabel({ lastStatus: null, lastError: 'timed out after 10 s', attempts: 2 })).toBe('timed out after 10 s');
    expect(lastAnswerLabel({ lastStatus: null, lastError: null, attempts: 0 })).toBe('Not sent yet');
    expect(attemptsLabel(1)).toBe('1 attempt');
    expect(attemptsLabel(0)).toBe('0 attempts');
  });

  it('gives only a pending delivery a next attempt', () => {
    expect(nextAttemptLabel({ status: 'pending', nextAttemptAt: '2026-11-26T09:02:00.000Z' })).toBe(formatDateTime('2026-11-26T09:02:00.000Z'));
    expect(nextAttemptLabel({ status: 'failed', nextAttemptAt: '2026-11-26T09:02:00.000Z' })).toBe('—');
    expect(nextAttemptLabel({ status: 'pending', nextAttemptAt: null })).toBe('—');
  });
});
