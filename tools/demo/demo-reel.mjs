// The demo reel as the build and the clip script read it: web/src/features/demo/demo-reel.json is
// its one description (the Watch Demo page reads the same file), tools/demo/clips/ its clips.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEMO_REEL_FILE = 'web/src/features/demo/demo-reel.json';
export const DEMO_CLIPS_DIR = 'tools/demo/clips';

/** `{ nameTemplate, placements, clips: [{ section, file, says, width, height, seconds, sound }] }` */
export function readDemoReel(root = ROOT) {
  return JSON.parse(readFileSync(join(root, DEMO_REEL_FILE), 'utf8'));
}

/** The clip files of one section, in the reel's order: the render numbers them h1, h2... by it. */
export function clipsOf(reel, section, root = ROOT) {
  return reel.clips.filter((clip) => clip.section === section).map((clip) => join(root, DEMO_CLIPS_DIR, clip.file));
}
