import type { JobView } from '@reelmix/contracts';
import { designOfJob } from './job-design';

const JOB_ID = '7d3f8a52-4b1e-4c1a-9a53-0f6e2b8c1d10';

function job(overrides: Partial<JobView>): JobView {
  return {
    id: JOB_ID,
    number: 1,
    name: '2026-11-01 hook-1',
    status: 'completed',
    message: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    completedAt: '2026-11-01T10:05:00.000Z',
    isPaid: false,
    placements: ['9:16', '4:5'],
    introVideos: ['hook-1.mp4', 'hook-2.mp4'],
    bodyVideos: ['body.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: [],
    progress: 100,
    counts: { intro: 2, body: 1, cta: 1, expectedOutputs: 4, producedOutputs: 4 },
    ...overrides,
  };
}

describe('designOfJob', () => {
  it("names each output's parts after the job's clips and keeps its placement", () => {
    const view = job({ outputs: [{ path: '/api/videos/x', fileName: 'h2-b1-c1_4x5.mp4', intro: 2, body: 1, cta: 1, placement: '4:5' }] });

    expect(designOfJob(view)).toEqual([
      {
        file: 'h2-b1-c1_4x5.mp4',
        hook: { position: 2, name: 'hook-2.mp4' },
        body: { position: 1, name: 'body.mp4' },
        cta: { position: 1, name: 'cta.mp4' },
        placement: '4:5',
      },
    ]);
  });

  it('drops the job id of a download name and names a clip with no name by its position', () => {
    const view = job({
      ctaVideos: [],
      outputs: [{ path: '/api/videos/x', fileName: `${JOB_ID}--h1-b1-c1_9x16.mp4`, intro: 1, body: 1, cta: 1, placement: '9:16' }],
    });

    const [output] = designOfJob(view);
    expect(output.file).toBe('h1-b1-c1_9x16.mp4');
    expect(output.cta).toEqual({ position: 1, name: 'CTA 1' });
  });

  it("names each output's text by its label, else the text, and leaves it out in a job without texts", () => {
    const outputs = [
      { path: '/api/videos/x', fileName: 'j1-h1-t1-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' as const, text: 1 },
      { path: '/api/videos/y', fileName: 'j1-h1-t2-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' as const, text: 2 },
      { path: '/api/videos/z', fileName: 'j1-h1-t3-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' as const, text: 3 },
    ];
    const design = designOfJob({ ...job({}), outputs, texts: [{ text: 'Stop scrolling if you have dry skin', label: 'Dry skin' }, { text: 'Three steps to calm skin', label: null }] });

    expect(design.map((output) => output.text)).toEqual([
      { position: 1, name: 'Dry skin' },
      { position: 2, name: 'Three steps to calm skin' },
      { position: 3, name: 'Text 3' },
    ]);
    expect(design[1].hook).toEqual({ position: 1, name: 'hook-1.mp4' });

    const [plain] = designOfJob(job({ outputs: [{ path: '/api/videos/x', fileName: 'h2-b1-c1_4x5.mp4', intro: 2, body: 1, cta: 1, placement: '4:5' }] }));
    expect('text' in plain).toBe(false);
  });
});
