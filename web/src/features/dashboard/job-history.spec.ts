import type { JobView } from '@reelmix/contracts';
import { describe, expect, it } from 'vitest';
import { combinationCount, combinationSummary, countSince, inputCount, outputCount, splitJobs, statusLabel } from './job-history';
import { jobView } from './job-view.fixture';

const NOW = new Date('2025-03-31T12:00:00Z');

function job(id: string, overrides: Partial<JobView> = {}): JobView {
  return jobView({ id, createdAt: NOW.toISOString(), ...overrides });
}

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('job history', () => {
  it('keeps every paid job and only the first (latest) free one', () => {
    const jobs = [job('free-new', { isPaid: false }), job('paid-1'), job('free-old', { isPaid: false }), job('paid-2')];

    const { paid, latestFree } = splitJobs(jobs);

    expect(paid.map((entry) => entry.id)).toEqual(['paid-1', 'paid-2']);
    expect(latestFree?.id).toBe('free-new');
    expect(splitJobs([job('paid')]).latestFree).toBeNull();
  });

  it('counts jobs inside the 7 and 30 day windows', () => {
    const jobs = [job('1', { createdAt: daysAgo(1) }), job('2', { createdAt: daysAgo(6.9) }), job('3', { createdAt: daysAgo(8) }), job('4', { createdAt: daysAgo(40) })];

    expect(countSince(jobs, 7, NOW)).toBe(2);
    expect(countSince(jobs, 30, NOW)).toBe(3);
  });

  it('capitalises the status and counts inputs and outputs', () => {
    expect(statusLabel('processing')).toBe('Processing');
    expect(inputCount(job('x'))).toBe(4);
    expect(outputCount(job('x'))).toBe(4);
    const all = job('y', { placements: ['9:16', '4:5'], counts: { intro: 2, body: 2, cta: 2, expectedOutputs: 16, producedOutputs: 0 } });
    expect(combinationCount(all)).toEqual({ chosen: 8, all: 8 });
    expect(combinationSummary(all)).toBe('8');
    // A plan that leaves two combinations out renders six of the eight, in both placements.
    expect(combinationSummary({ ...all, counts: { ...all.counts, expectedOutputs: 12 } })).toBe('6 of 8');
    // Texts are a part of their own: two texts make 2 x 2 x 2 x 2.
    const texts = [{ text: 'Stop scrolling' }, { text: 'Dermatologists hate this' }];
    expect(combinationSummary({ ...all, texts, counts: { ...all.counts, expectedOutputs: 32 } })).toBe('16');
    expect(outputCount(job('y', { status: 'processing', outputVideos: ['/out/1.mp4'], counts: { intro: 1, body: 2, cta: 1, expectedOutputs: 4, producedOutputs: 1 } }))).toBe(4);
  });
});
