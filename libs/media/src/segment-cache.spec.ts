import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NormalisedSegment } from './normalise';
import { cachedSegmentName, readCachedSegment, SEGMENT_CACHE_DIR, storeCachedSegment, type SegmentIdentity } from './segment-cache';

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
