import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputKey, readRenderState, RENDER_STATE_FILE, writeRenderState, type OutputSettings, type RecordedOutput } from './render-state';

const settings: OutputSettings = {
  sources: { intro: 'a'.repeat(64), body: 'b'.repeat(64), cta: 'c'.repeat(64) },
  codecSetup: '0123456789ab',
  placement: '9:16',
  framing: { intro: 'auto', body: 'auto', cta: 'auto' },
};

const recorded = (file: string): RecordedOutput => ({
  file,
  key: outputKey(settings),
  settings,
  sha256: 'd'.repeat(64),
  sizeBytes: 1234,
  durationSec: 9.5,
  width: 1080,
  height: 1920,
  verified: true,
});

describe('outputKey', () => {
  it('changes with anything that changes the bytes, and only with that', () => {
    const key = outputKey(settings);
    expect(outputKey({ ...settings, sources: { ...settings.sources } })).toBe(key);
    expect(outputKey({ ...settings, sources: { ...settings.sources, cta: 'e'.repeat(64) } })).not.toBe(key);
    expect(outputKey({ ...settings, codecSetup: 'ba9876543210' })).not.toBe(key);
    expect(outputKey({ ...settings, placement: '4:5' })).not.toBe(key);
    expect(outputKey({ ...settings, framing: { ...settings.framing, body: 'fill_f300_500' } })).not.toBe(key);
    // Parts are not interchangeable: the same clips in other sections make another video.
    expect(outputKey({ ...settings, sources: { intro: settings.sources.body, body: settings.sources.intro, cta: settings.sources.cta } })).not.toBe(key);
  });

  it('tells apart outputs that differ only in the text on the hook, and keeps every key made before texts', () => {
    const plain = outputKey(settings);
    const withText = outputKey({ ...settings, text: '0123456789abcdef' });
    expect(withText).not.toBe(plain);
    expect(outputKey({ ...settings, text: 'fedcba9876543210' })).not.toBe(withText);
    // The key an output without a text was recorded under before texts existed.
    expect(plain).toBe(createHash('sha256').update(JSON.stringify([Object.values(settings.sources), settings.codecSetup, settings.placement, Object.values(settings.framing)])).digest('hex'));
  });
});

describe('the state file', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'render-state-spec-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads back what was written, leaving no temp file beside it', async () => {
    await writeRenderState(dir, [recorded('h1-b1-c1_9x16.mp4')]);
    expect(await readRenderState(dir)).toEqual([recorded('h1-b1-c1_9x16.mp4')]);
    expect(await readdir(dir)).toEqual([RENDER_STATE_FILE]);
    expect(JSON.parse(await readFile(join(dir, RENDER_STATE_FILE), 'utf8')).version).toBe(1);
  });

  it('counts as empty when missing, unreadable or of another version', async () => {
    expect(await readRenderState(dir)).toEqual([]);
    await writeFile(join(dir, RENDER_STATE_FILE), '{"version":2,"outputs":[]}');
    expect(await readRenderState(dir)).toEqual([]);
    await writeFile(join(dir, RENDER_STATE_FILE), 'not json');
    expect(await readRenderState(dir)).toEqual([]);
  });

  it('ignores a record whose key does not follow from its settings, or whose name leaves the folder', async () => {
    const edited = { ...recorded('h1-b1-c1_9x16.mp4'), settings: { ...settings, placement: '1:1' } };
    const escaping = recorded('../elsewhere.mp4');
    await writeFile(join(dir, RENDER_STATE_FILE), JSON.stringify({ version: 1, outputs: [edited, escaping, recorded('ok.mp4')] }));
    expect((await readRenderState(dir)).map((record) => record.file)).toEqual(['ok.mp4']);
  });
});
