import { PLACEMENTS, type PlacementName } from '@reelmix/contracts/browser';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CODEC_SETUP_ID } from './codec-setup';
import { sha256File } from './file-hash';
import { type NormalisedSegment } from './normalise';

/*
 * Normalised segments kept in the output folder (`.reelmix-segments/`) between runs of the CLI.
 * A rerun with one more hook makes new combinations of every body and cta; without these it would
 * normalise them all again, and normalising is most of a run's time. A segment is named by what
 * decides its bytes: the clip's sha256, the placement, the framing, the codec setup and the
 * threads per encode (x264's output differs with its thread count, and segments join by stream
 * copy only when their setups match). Each has a `.json` beside it with what the pipeline needs
 * from a segment and the segment's own sha256 and size, written last: a segment without one,
 * or whose bytes no longer match it, is made again.
 */

export const SEGMENT_CACHE_DIR = '.reelmix-segments';

export interface SegmentIdentity {
  sourceSha256: string;
  placement: PlacementName;
  /** `framingKeyPart` of the clip's framing. */
  framing: string;
  threads: number;
  /** `textKey` of the text drawn on the segment (a hook with a text variant); absent for none. */
  text?: string;
}

type SegmentFacts = Omit<NormalisedSegment, 'path'> & { sha256: string; sizeBytes: number };

export function cachedSegmentName(identity: SegmentIdentity): string {
  // Without a text the name is what it always was, so segments kept before texts existed are still found.
  const text = identity.text === undefined ? '' : `_x${identity.text}`;
  return `${identity.sourceSha256}_${PLACEMENTS[identity.placement].tag}_${identity.framing}_${CODEC_SETUP_ID}_t${identity.threads}${text}.mov`;
}

/** The kept segment, when it is there and still the bytes recorded for it; otherwise null. */
export async function readCachedSegment(outDir: string, identity: SegmentIdentity): Promise<NormalisedSegment | null> {
  const path = join(outDir, SEGMENT_CACHE_DIR, cachedSegmentName(identity));
  try {
    const facts = JSON.parse(await readFile(`${path}.json`, 'utf8')) as SegmentFacts;
    const size = (await stat(path)).size;
    if (size !== facts.sizeBytes || (await sha256File(path)) !== facts.sha256) return null;
    const { frames, durationSec, audioSamples, setupHash, framing } = facts;
    return { path, frames, durationSec, audioSamples, setupHash, framing };
  } catch {
    return null;
  }
}

/** Copies a checked segment into the folder's cache: the segment first, its facts last, each through a temp name. */
export async function storeCachedSegment(outDir: string, identity: SegmentIdentity, segment: NormalisedSegment): Promise<void> {
  const dir = join(outDir, SEGMENT_CACHE_DIR);
  await mkdir(dir, { recursive: true });
  const path = join(dir, cachedSegmentName(identity));
  const [sha256, sizeBytes] = await Promise.all([sha256File(segment.path), stat(segment.path).then((s) => s.size)]);
  const { frames, durationSec, audioSamples, setupHash, framing } = segment;
  const facts: SegmentFacts = { frames, durationSec, audioSamples, setupHash, framing, sha256, sizeBytes };
  await atomically(path, (staging) => copyFile(segment.path, staging));
  await atomically(`${path}.json`, (staging) => writeFile(staging, JSON.stringify(facts)));
}

async function atomically(target: string, write: (staging: string) => Promise<void>): Promise<void> {
  const staging = `${target}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await write(staging);
    await rename(staging, target);
  } catch (error) {
    await unlink(staging).catch(() => undefined);
    throw error;
  }
}
