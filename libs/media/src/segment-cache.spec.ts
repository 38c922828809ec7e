import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TEXT_STYLE } from '@reelmix/contracts/browser';
import { type NormalisedSegment } from './normalise';
import { CODEC_SETUP_ID } from './codec-setup';
import { cachedSegmentName, readCachedSegment, SEGMENT_CACHE_DIR, storeCachedSegment, type SegmentIdentity } from './segment-cache';
import { textKey } from './text-key';

let dir: string;
const identity: SegmentIdentity = { sourceSha256: 'a'.repeat(64), placement: '9:16', framing: 'auto', threads: 1 };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'segment-cache-spec-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function storedSegment(): Promise<NormalisedSegment> {
  const path = join(dir, 'work-segment.mov');
  await writeFile(path, 'segment bytes');
  const segment: NormalisedSegment = { path, frames: 45, durationSec: 1.5, audioSamples: 72000, setupHash: 'v:a', framing: 'blur' };
  await storeCachedSegment(dir, identity, segment);
  return segment;
}

it('hands back a stored segment from the cache, with what the pipeline needs of it', async () => {
  const { path: _work, ...facts } = await storedSegment();
  const cached = await readCachedSegment(dir, identity);
  expect(cached).toEqual({ ...facts, path: join(dir, SEGMENT_CACHE_DIR, cachedSegmentName(identity)) });
  expect((await readdir(join(dir, SEGMENT_CACHE_DIR))).sort()).toEqual([cachedSegmentName(identity), `${cachedSegmentName(identity)}.json`]);
});

it('misses for other settings, and for a segment whose bytes changed', async () => {
  await storedSegment();
  expect(await readCachedSegment(dir, { ...identity, framing: 'fit' })).toBeNull();
  expect(await readCachedSegment(dir, { ...identity, threads: 0 })).toBeNull();
  await writeFile(join(dir, SEGMENT_CACHE_DIR, cachedSegmentName(identity)), 'segment BYTES');
  expect(await readCachedSegment(dir, identity)).toBeNull();
});

it('misses a segment without its facts (a run stopped between the two writes)', async () => {
  await storedSegment();
  await rm(join(dir, SEGMENT_CACHE_DIR, `${cachedSegmentName(identity)}.json`));
  expect(await readCachedSegment(dir, identity)).toBeNull();
});

it('names a segment without a text as it always did, and one with a text by its text key too', async () => {
  expect(cachedSegmentName(identity)).toBe(`${'a'.repeat(64)}_9x16_auto_${CODEC_SETUP_ID}_t1.mov`);
  const key = textKey('Stop scrolling', DEFAULT_TEXT_STYLE);
  expect(cachedSegmentName({ ...identity, text: key })).toBe(`${'a'.repeat(64)}_9x16_auto_${CODEC_SETUP_ID}_t1_x${key}.mov`);
  await storedSegment();
  expect(await readCachedSegment(dir, { ...identity, text: key })).toBeNull();
});
