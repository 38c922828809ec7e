import type { JobClip } from '../jobs/job-clip.entity';
import type { Job } from '../jobs/job.entity';
import { clipFramingView, framingKeyOf, jobFramingView, settingIn, withSetting } from './clip-framing';

const job = { id: 'job-1', framing: 'auto', placements: ['9:16', '4:5'], status: 'pending' } as Job;

function clip(overrides: Partial<JobClip> = {}): JobClip {
  return {
    jobId: job.id,
    section: 'intro',
    position: 1,
    objectKey: 'sources/u/up/intro/r',
    originalName: 'hook.mp4',
    label: null,
    labelChangedAt: null,
    durationSec: 3,
    contentSha256: null,
    width: 1920,
    height: 1080,
    posterKey: 'sources/u/up/intro/r.poster.jpg',
    framing: {},
    clipId: null,
    removedAt: null,
    ...overrides,
  };
}

describe("a clip's framing", () => {
  it("follows the job's choice with the centre focus until the buyer sets its own", () => {
    expect(settingIn(job, clip(), '9:16')).toEqual({ framing: 'auto', focus: { x: 0.5, y: 0.5 }, overridden: false });
    const own = clip({ framing: { '9:16': { framing: 'fill', focus: { x: 0.2, y: 0.5 } } } });
    expect(settingIn(job, own, '9:16')).toEqual({ framing: 'fill', focus: { x: 0.2, y: 0.5 }, overridden: true });
    expect(settingIn(job, own, '4:5').overridden).toBe(false);
  });

  it("keeps a setting per placement, rounds the focus, and drops one that equals the job's", () => {
    const set = withSetting(job, clip(), { placement: '9:16', framing: 'fill', focus: { x: 0.123456, y: 0.5 } });
    expect(set).toEqual({ '9:16': { framing: 'fill', focus: { x: 0.123, y: 0.5 } } });
    const both = withSetting(job, clip({ framing: set }), { placement: '4:5', framing: 'fit' });
    expect(Object.keys(both)).toEqual(['9:16', '4:5']);
    expect(withSetting(job, clip({ framing: both }), { placement: '9:16', framing: 'auto' })).toEqual({ '4:5': both['4:5'] });
  });

  it('puts the focus into the segment key only where it is not the centre', () => {
    expect(framingKeyOf(job, clip(), '9:16')).toBe('auto');
    expect(framingKeyOf(job, clip({ framing: { '9:16': { framing: 'fill', focus: { x: 0.3, y: 0.5 } } } }), '9:16')).toBe('fill_f300_500');
  });

  it('names a clip by its library label where it has one, as the results do', () => {
    expect(clipFramingView(job, clip({ label: 'UGC Sarah v3' })).name).toBe('UGC Sarah v3');
    expect(clipFramingView(job, clip()).name).toBe('hook.mp4');
  });

  it('says what auto resolves to for the clip in each placement, and nothing for a clip of unknown shape', () => {
    const view = clipFramingView(job, clip());
    expect(view).toMatchObject({ id: 'intro-1', name: 'hook.mp4', width: 1920, height: 1080, previewable: true });
    expect(view.placements.map((placement) => [placement.placement, placement.choice, placement.mode])).toEqual([
      ['9:16', 'auto', 'blur'],
      ['4:5', 'auto', 'blur'],
    ]);
    const portrait = clipFramingView(job, clip({ width: 1080, height: 1920 }));
    expect(portrait.placements.map((placement) => placement.mode)).toEqual(['fill', 'blur']);
    const unknown = clipFramingView(job, clip({ width: null, height: null, posterKey: null }));
    expect(unknown).toMatchObject({ previewable: false });
    expect(unknown.placements[0].mode).toBeNull();
    expect(clipFramingView({ ...job, framing: 'fit' }, clip({ width: null, height: null })).placements[0].mode).toBe('fit');
  });

  it('lists clips by section, then upload order, and is editable only before processing', () => {
    const clips = [clip({ section: 'cta', position: 1 }), clip({ section: 'intro', position: 2 }), clip({ section: 'body', position: 1 }), clip()];
    expect(jobFramingView(job, clips).clips.map((view) => view.id)).toEqual(['intro-1', 'intro-2', 'body-1', 'cta-1']);
    expect(jobFramingView({ ...job, status: 'processing' }, clips).editable).toBe(false);
  });
});
