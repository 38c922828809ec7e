import { csvRow } from '@reelmix/contracts/browser';
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

  it('reads the text drawn on each hook, numbered by first appearance and named by its label, else the text', () => {
    const manifest = [
      'file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256,intro_label,body_label,cta_label,text,text_label',
      'h1-t1-b1-c1_9x16.mp4,hook.mp4,body.mp4,cta.mp4,9:16,12.000,1080,1920,1000,ab,,,,"Stop scrolling, dry skin?",Dry skin',
      'h1-t2-b1-c1_9x16.mp4,hook.mp4,body.mp4,cta.mp4,9:16,12.000,1080,1920,1000,ab,,,,Three steps to calm skin,',
      'h1-t2-b1-c1_1x1.mp4,hook.mp4,body.mp4,cta.mp4,1:1,12.000,1080,1080,1000,ab,,,,Three steps to calm skin,',
      '',
    ].join('\r\n');

    const design = designFromManifest(manifest);
    expect(design.map((output) => [output.file, output.text])).toEqual([
      ['h1-t1-b1-c1_9x16.mp4', { position: 1, name: 'Dry skin' }],
      ['h1-t2-b1-c1_9x16.mp4', { position: 2, name: 'Three steps to calm skin' }],
      ['h1-t2-b1-c1_1x1.mp4', { position: 2, name: 'Three steps to calm skin' }],
    ]);
    expect(design[0]).toMatchObject({ hook: { position: 1, name: 'hook.mp4' }, body: { position: 1, name: 'body.mp4' }, cta: { position: 1, name: 'cta.mp4' }, placement: '9:16' });
  });

  it('reads back a text or label as the customer wrote it, though the manifest defused it against spreadsheet formulas', () => {
    const header = ['file', 'intro', 'body', 'cta', 'placement', 'duration_sec', 'width', 'height', 'size_bytes', 'sha256', 'intro_label', 'body_label', 'cta_label', 'text', 'text_label'];
    const row = (file: string, text: string, textLabel: string) => csvRow([file, 'hook.mp4', 'body.mp4', 'cta.mp4', '9:16', '12.000', 1080, 1920, 1000, 'ab', '+1 UGC', '', '', text, textLabel]);
    const manifest = [csvRow(header), row('h1-t1-b1-c1_9x16.mp4', '-50% today only', ''), row('h1-t2-b1-c1_9x16.mp4', "'Tis the season", ''), row('h1-t3-b1-c1_9x16.mp4', 'Last day', '@sale')].join('\r\n');
    expect(manifest).toContain(",'-50% today only,");

    expect(designFromManifest(manifest).map((output) => [output.hook.name, output.text?.name])).toEqual([
      ['+1 UGC', '-50% today only'],
      ['+1 UGC', "'Tis the season"],
      ['+1 UGC', '@sale'],
    ]);
  });

  it('gives no text part where the text columns are empty, as in a job without texts', () => {
    const manifest = [
      'file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256,intro_label,body_label,cta_label,text,text_label',
      'h1-b1-c1_9x16.mp4,hook-dance.mp4,demo long.mp4,"cta, final.mp4",9:16,21.4,1080,1920,4812331,3f1c…a9,,,,,',
      'h1-b2-c1_9x16.mp4,hook-dance.mp4,unboxing.mp4,"cta, final.mp4",9:16,18.0,1080,1920,4012331,77aa…01,,,,,',
      'h2-b1-c1_1x1.mp4,hook-question.mov,demo long.mp4,"cta, final.mp4",1:1,20.9,1080,1080,3812331,90bc…3e,,,,,',
    ].join('\r\n');

    const design = designFromManifest(manifest);
    expect(design).toStrictEqual(designFromManifest(MANIFEST));
    expect(design.some((output) => 'text' in output)).toBe(false);
  });
});
