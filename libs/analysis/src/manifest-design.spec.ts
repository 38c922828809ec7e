import { designFromManifest } from './manifest-design';
import { ExportFormatError } from './export-format-error';

const MANIFEST = [
  'file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256',
  'h1-b1-c1_9x16.mp4,hook-dance.mp4,demo long.mp4,"cta, final.mp4",9:16,21.4,1080,1920,4812331,3f1c…a9',
  'h1-b2-c1_9x16.mp4,hook-dance.mp4,unboxing.mp4,"cta, final.mp4",9:16,18.0,1080,1920,4012331,77aa…01',
  'h2-b1-c1_1x1.mp4,hook-question.mov,demo long.mp4,"cta, final.mp4",1:1,20.9,1080,1080,3812331,90bc…3e',
  '',
].join('\r\n');

describe('designFromManifest', () => {
  it('reads the outputs and numbers parts by first appearance', () => {
    expect(designFromManifest(`\ufeff${MANIFEST}`)).toEqual([
      {
        file: 'h1-b1-c1_9x16.mp4',
        hook: { position: 1, name: 'hook-dance.mp4' },
        body: { position: 1, name: 'demo long.mp4' },
        cta: { position: 1, name: 'cta, final.mp4' },
        placement: '9:16',
      },
      {
        file: 'h1-b2-c1_9x16.mp4',
        hook: { position: 1, name: 'hook-dance.mp4' },
        body: { position: 2, name: 'unboxing.mp4' },
        cta: { position: 1, name: 'cta, final.mp4' },
        placement: '9:16',
      },
      {
        file: 'h2-b1-c1_1x1.mp4',
        hook: { position: 2, name: 'hook-question.mov' },
        body: { position: 1, name: 'demo long.mp4' },
        cta: { position: 1, name: 'cta, final.mp4' },
        placement: '1:1',
      },
    ]);
  });

  it('rejects a file without the design columns', () => {
    expect(() => designFromManifest('file,size_bytes\na.mp4,1\n')).toThrow(ExportFormatError);
  });
});
