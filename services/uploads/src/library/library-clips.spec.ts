import { Clip } from './clip.entity';
import { jobClipOf } from './library-clips';

const stored = (facts: Partial<Clip>): Clip =>
  Object.assign(new Clip(), {
    id: '6f1c1a52-8a55-4f5e-9d43-0a4b8e3f2c11',
    objectKey: 'sources/u/up/intro/r1',
    uploadId: 'up',
    userId: 'u',
    section: 'intro',
    originalName: 'hook.mp4',
    label: null,
    labelChangedAt: null,
    sizeBytes: '1000',
    durationSec: 2.5,
    width: null,
    height: null,
    posterKey: null,
    contentSha256: null,
    createdAt: new Date(),
    ...facts,
  });

describe('a library clip as a job takes it', () => {
  it('joins the section it is chosen for, not the one it was first uploaded into', () => {
    expect(jobClipOf(stored({ width: 160, height: 120, posterKey: 'sources/u/up/intro/r1.poster.jpg', contentSha256: 'a'.repeat(64) }), 'cta')).toEqual({
      clipId: '6f1c1a52-8a55-4f5e-9d43-0a4b8e3f2c11',
      section: 'cta',
      objectKey: 'sources/u/up/intro/r1',
      originalName: 'hook.mp4',
      durationSec: 2.5,
      width: 160,
      height: 120,
      posterKey: 'sources/u/up/intro/r1.poster.jpg',
      contentSha256: 'a'.repeat(64),
    });
  });

  it('carries the customer\'s label and when it was set, so the job names the part by it', () => {
    const labelled = jobClipOf(stored({ label: 'UGC Sarah v3', labelChangedAt: new Date('2026-11-28T03:00:00.000Z') }), 'intro');
    expect(labelled).toMatchObject({ originalName: 'hook.mp4', label: 'UGC Sarah v3', labelChangedAt: '2026-11-28T03:00:00.000Z' });
  });

  it('leaves out what was never recorded, as jobs validates the facts it is given', () => {
    expect(jobClipOf(stored({}), 'body')).toEqual({
      clipId: '6f1c1a52-8a55-4f5e-9d43-0a4b8e3f2c11',
      section: 'body',
      objectKey: 'sources/u/up/intro/r1',
      originalName: 'hook.mp4',
      durationSec: 2.5,
    });
  });
});
