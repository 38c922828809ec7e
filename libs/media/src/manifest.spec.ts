import { MANIFEST_HEADER, manifestCsv, manifestJson, type ManifestRow } from './manifest';

const row = (overrides: Partial<ManifestRow> = {}): ManifestRow => ({
  file: 'h1-b1-c1_9x16.mp4',
  intro: 'hook.mp4',
  body: 'body.mov',
  cta: 'cta.webm',
  placement: '9:16',
  durationSec: 12.0333333,
  width: 1080,
  height: 1920,
  sizeBytes: 1234567,
  sha256: 'ab'.repeat(32),
  ...overrides,
});

describe('manifestCsv', () => {
  it('writes a header and one CRLF-terminated line per output', () => {
    expect(manifestCsv([row()])).toBe(
      'file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256,intro_label,body_label,cta_label,text,text_label\r\n' +
        `h1-b1-c1_9x16.mp4,hook.mp4,body.mov,cta.webm,9:16,12.033,1080,1920,1234567,${'ab'.repeat(32)},,,,,\r\n`,
    );
  });

  it('quotes names with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = manifestCsv([row({ intro: 'a, b.mp4', body: 'say "hi".mov', cta: 'two\nlines.mp4' })]);
    expect(csv).toContain(',"a, b.mp4","say ""hi"".mov","two\nlines.mp4",');
  });

  it('keeps emoji and other Unicode as they are', () => {
    expect(manifestCsv([row({ intro: '🔥 hook – été.mp4' })])).toContain(',🔥 hook – été.mp4,');
  });

  it('defuses names a spreadsheet would run as a formula', () => {
    const csv = manifestCsv([row({ intro: '=HYPERLINK("x").mp4', body: '+1.mov', cta: '@cta.mp4' })]);
    expect(csv).toContain(`,"'=HYPERLINK(""x"").mp4",'+1.mov,'@cta.mp4,`);
  });

  it('writes each part\'s label after the other columns, and defuses it like a name', () => {
    const csv = manifestCsv([row({ introLabel: 'UGC Sarah, v3', bodyLabel: null, ctaLabel: '=Buy now' })]);
    expect(csv.split('\r\n')[1]).toBe(`h1-b1-c1_9x16.mp4,hook.mp4,body.mov,cta.webm,9:16,12.033,1080,1920,1234567,${'ab'.repeat(32)},"UGC Sarah, v3",,'=Buy now,,`);
  });

  it('writes the text and its label last, so every column before them stays where it was', () => {
    expect(MANIFEST_HEADER.slice(0, 13).join()).toBe('file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256,intro_label,body_label,cta_label');
    expect(MANIFEST_HEADER.slice(13)).toEqual(['text', 'text_label']);
    const csv = manifestCsv([row({ file: 'h1-t2-b1-c1_9x16.mp4', ctaLabel: 'Shop', text: 'Stop scrolling, "really"', textLabel: '-urgent' })]);
    expect(csv.split('\r\n')[1]).toBe(
      `h1-t2-b1-c1_9x16.mp4,hook.mp4,body.mov,cta.webm,9:16,12.033,1080,1920,1234567,${'ab'.repeat(32)},,,Shop,"Stop scrolling, ""really""",'-urgent`,
    );
  });

  it('writes only the header for no rows', () => {
    expect(manifestCsv([])).toBe('file,intro,body,cta,placement,duration_sec,width,height,size_bytes,sha256,intro_label,body_label,cta_label,text,text_label\r\n');
  });
});

describe('manifestJson', () => {
  it('carries the text and its label as given', () => {
    const json = JSON.parse(manifestJson([row({ text: 'Été -50 %', textLabel: null })])) as { outputs: ManifestRow[] };
    expect(json.outputs[0]).toMatchObject({ text: 'Été -50 %', textLabel: null, durationSec: 12.033 });
  });
});
