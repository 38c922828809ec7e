import { designOfJob } from './job-design';
import { designFromManifest } from './manifest-design';

/* A part the customer labelled in the library is read back by its label, from the job and from the bundle's manifest alike. */

describe('a labelled part in the design', () => {
  it("is named by its label in the job's design, and an unlabelled one by its file name", () => {
    const design = designOfJob({
      introVideos: ['IMG_0412.mov', 'IMG_0413.mov'],
      bodyVideos: ['body.mp4'],
      ctaVideos: ['cta.mp4'],
      clipLabels: { intro: ['UGC Sarah v3', null], body: [null], cta: ['Shop now'] },
      outputs: [
        { path: '/api/videos/x', fileName: 'h1-b1-c1_9x16.mp4', intro: 1, body: 1, cta: 1, placement: '9:16' },
        { path: '/api/videos/y', fileName: 'h2-b1-c1_9x16.mp4', intro: 2, body: 1, cta: 1, placement: '9:16' },
      ],
    });

    expect(design.map((output) => [output.hook.name, output.body.name, output.cta.name])).toEqual([
      ['UGC Sarah v3', 'body.mp4', 'Shop now'],
      ['IMG_0413.mov', 'body.mp4', 'Shop now'],
    ]);
  });

  it('is named by its label from the manifest, numbered by its file name so two files of one label stay two parts', () => {
    const manifest = [
      'file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256,intro_label,body_label,cta_label',
      'h1-b1-c1_9x16.mp4,IMG_0412.mov,body.mp4,cta.mp4,9:16,12.000,1080,1920,1000,ab,UGC Sarah,,',
      'h2-b1-c1_9x16.mp4,IMG_0413.mov,body.mp4,cta.mp4,9:16,12.000,1080,1920,1000,ab,UGC Sarah,,',
      '',
    ].join('\r\n');

    expect(designFromManifest(manifest).map((output) => output.hook)).toEqual([
      { position: 1, name: 'UGC Sarah' },
      { position: 2, name: 'UGC Sarah' },
    ]);
    expect(designFromManifest(manifest)[0].body).toEqual({ position: 1, name: 'body.mp4' });
  });
});
