import { finishedOutputs, progressOf, SEGMENT_PROGRESS_WEIGHT, toJobView } from './job-view';
import type { JobClip } from './job-clip.entity';
import type { JobOutput } from './job-output.entity';
import type { Job } from './job.entity';
import { DEFAULT_PLAN_SETTINGS } from '../plan/job-plan';

const job = (overrides: Partial<Job> = {}): Job => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: 1,
  name: '2026-11-28 hook',
  userId: '22222222-2222-4222-8222-222222222222',
  status: 'processing',
  message: '',
  accountPlan: 'free',
  placements: ['9:16', '4:5'],
  framing: 'auto',
  plan: { ...DEFAULT_PLAN_SETTINGS },
  expectedOutputs: 8,
  producedOutputs: 0,
  expectedSegments: 0,
  readySegments: 0,
  createdAt: new Date('2026-11-21T10:00:00Z'),
  startedAt: null,
  completedAt: null,
  ...overrides,
});

describe('progress (docs/product-rules.md#jobs-and-progress)', () => {
  it('is 10 pending, 15 to 99 processing by outputs made, 100 completed, 0 failed', () => {
    expect(progressOf(job({ status: 'pending' }))).toBe(10);
    expect(progressOf(job({ producedOutputs: 0 }))).toBe(15);
    expect(progressOf(job({ producedOutputs: 4 }))).toBe(58);
    expect(progressOf(job({ producedOutputs: 8 }))).toBe(99);
    expect(progressOf(job({ status: 'completed', producedOutputs: 8 }))).toBe(100);
    expect(progressOf(job({ status: 'failed' }))).toBe(0);
  });

  it('moves while clips normalise, before any output exists, and ends at 99 with the last output', () => {
    // 6 clips x 2 placements and 8 outputs: the segments carry 48 of the 56 units of work.
    const processing = { expectedSegments: 12, expectedOutputs: 8 };
    expect(SEGMENT_PROGRESS_WEIGHT).toBe(4);
    expect(progressOf(job({ ...processing, readySegments: 0 }))).toBe(15);
    expect(progressOf(job({ ...processing, readySegments: 1 }))).toBe(21);
    expect(progressOf(job({ ...processing, readySegments: 12 }))).toBe(88);
    expect(progressOf(job({ ...processing, readySegments: 12, producedOutputs: 8 }))).toBe(99);
  });

  it('starts ahead when kept segments are reused', () => {
    expect(progressOf(job({ expectedSegments: 12, readySegments: 12, producedOutputs: 0 }))).toBeGreaterThan(80);
  });
});

describe('toJobView', () => {
  it('lists clip names in upload order and only finished outputs, as download paths', () => {
    const clips: JobClip[] = [
      { jobId: job().id, section: 'intro', position: 2, objectKey: 'k2', originalName: 'second.mp4', durationSec: 1, contentSha256: null, width: null, height: null, posterKey: null, framing: {}, clipId: null, removedAt: null, label: null, labelChangedAt: null },
      { jobId: job().id, section: 'intro', position: 1, objectKey: 'k1', originalName: 'first.mp4', durationSec: 1, contentSha256: null, width: null, height: null, posterKey: null, framing: {}, clipId: null, removedAt: null, label: null, labelChangedAt: null },
      { jobId: job().id, section: 'cta', position: 1, objectKey: 'k3', originalName: 'cta.mp4', durationSec: 1, contentSha256: null, width: null, height: null, posterKey: null, framing: {}, clipId: null, removedAt: null, label: null, labelChangedAt: null },
    ];
    const output = (fileName: string, done: boolean): JobOutput => ({
      jobId: job().id,
      fileName,
      intro: 1,
      body: 1,
      cta: 1,
      text: null,
      placement: '9:16',
      taskId: null,
      objectKey: `outputs/u/j/${fileName}`,
      requestedAt: null,
      doneAt: done ? new Date() : null,
      durationSec: null,
      width: null,
      height: null,
      sizeBytes: null,
      sha256: null,
    });
    const outputs = [output('h2-b1-c1_9x16.mp4', true), output('h1-b2-c1_9x16.mp4', false), output('h1-b1-c1_9x16.mp4', true)];
    const view = toJobView(job({ producedOutputs: 2 }), clips, finishedOutputs(outputs));
    expect(view.introVideos).toEqual(['first.mp4', 'second.mp4']);
    expect(view.bodyVideos).toEqual([]);
    expect(view.outputVideos).toEqual([`/api/videos/${job().id}--h1-b1-c1_9x16.mp4`, `/api/videos/${job().id}--h2-b1-c1_9x16.mp4`]);
    // The same outputs with their parts, whatever their names say.
    expect(view.outputs?.map((o) => [o.path, o.fileName, o.intro, o.body, o.cta, o.placement])).toEqual([
      [view.outputVideos[0], 'h1-b1-c1_9x16.mp4', 1, 1, 1, '9:16'],
      [view.outputVideos[1], 'h2-b1-c1_9x16.mp4', 1, 1, 1, '9:16'],
    ]);
    expect(view.counts).toEqual({ intro: 2, body: 0, cta: 1, expectedOutputs: 8, producedOutputs: 2 });
    expect(view.message).toBe('Created 2 of 8 videos.');
  });
});

describe('the message of a job', () => {
  it('says how many videos are made, in the right number, while processing and when finished', () => {
    expect(toJobView(job({ producedOutputs: 0, expectedOutputs: 1 }), [], []).message).toBe('Created 0 of 1 video.');
    expect(toJobView(job({ status: 'completed', producedOutputs: 8 }), [], []).message).toBe('Generated 8 videos (4 combinations in 2 placements).');
    expect(toJobView(job({ status: 'completed', producedOutputs: 1, placements: ['9:16'] }), [], []).message).toBe('Generated 1 video.');
  });
});

describe('toJobView of library clips', () => {
  it('gives each listed clip its library id (null where unknown), names removed clips and counts only the present ones', () => {
    const clip = (section: JobClip['section'], position: number, clipId: string | null, removed = false) => ({
      section,
      position,
      originalName: `${section}${position}.mp4`,
      label: null,
      clipId,
      removedAt: removed ? new Date() : null,
    });
    const view = toJobView(job({ status: 'completed' }), [clip('intro', 2, 'id-i2', true), clip('intro', 1, null), clip('body', 1, 'id-b1'), clip('cta', 1, 'id-c1')], []);
    expect(view.introVideos).toEqual(['intro1.mp4', 'intro2.mp4']);
    expect(view.clipIds).toEqual({ intro: [null, 'id-i2'], body: ['id-b1'], cta: ['id-c1'] });
    expect(view.removedClips).toEqual(['intro-2']);
    expect(view.counts).toMatchObject({ intro: 1, body: 1, cta: 1 });
  });
});

describe('toJobView of labelled clips', () => {
  it("lists each clip's label beside its file name, in the same order, null where it has none", () => {
    const clip = (section: JobClip['section'], position: number, label: string | null) => ({ section, position, originalName: `${section}${position}.mp4`, label, clipId: null, removedAt: null });
    const view = toJobView(job(), [clip('intro', 2, null), clip('intro', 1, 'UGC Sarah v3'), clip('body', 1, null), clip('cta', 1, 'Shop now')], []);
    expect(view.introVideos).toEqual(['intro1.mp4', 'intro2.mp4']);
    expect(view.clipLabels).toEqual({ intro: ['UGC Sarah v3', null], body: [null], cta: ['Shop now'] });
  });
});

describe('toJobView of kept reports', () => {
  it('carries the digest of the reports where it was read, and leaves it out where not', () => {
    const digest = { count: 0, latest: null };
    expect(toJobView(job(), [], [], digest).reports).toEqual(digest);
    expect(toJobView(job(), [], [])).not.toHaveProperty('reports');
  });
});
