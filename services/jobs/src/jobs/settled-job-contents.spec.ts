import { SettledJobContents } from './settled-job-contents';

const contents = { clips: [], finished: [{ fileName: 'h1-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' as const }] };

describe('settled job contents', () => {
  it('answers a settled job of the revision it was read at, and nothing once the job has changed', () => {
    const cache = new SettledJobContents();
    cache.keep({ id: 'a', status: 'completed', revision: '7' }, contents);
    expect(cache.get({ id: 'a', status: 'completed', revision: '7' })).toBe(contents);
    // Outputs removed from a completed job: it stays completed, its revision moves on.
    expect(cache.get({ id: 'a', status: 'completed', revision: '9' })).toBeUndefined();
    expect(cache.get({ id: 'a', status: 'completed', revision: '7' })).toBeUndefined();
  });

  it('keeps nothing of a job still to render, or read without its revision', () => {
    const cache = new SettledJobContents();
    cache.keep({ id: 'p', status: 'pending', revision: '1' }, contents);
    cache.keep({ id: 'n', status: 'completed' }, contents);
    expect(cache.get({ id: 'p', status: 'completed', revision: '1' })).toBeUndefined();
    expect(cache.get({ id: 'n', status: 'completed' })).toBeUndefined();
  });
});
