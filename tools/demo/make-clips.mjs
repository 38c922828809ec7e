#!/usr/bin/env node
// Makes the demo's source clips in tools/demo/clips/ with Debian's ffmpeg: synthetic backgrounds
// with captions that say what the product does, so the demo needs no filmed footage and no
// licence. Run once by hand when the reel changes (`node tools/demo/make-clips.mjs`); the clips are
// committed, and the build renders the demo from them (tools/demo/render-demo.mjs).
//
// The clips are small on purpose (a few hundred KB in all) and differ in shape (landscape,
// portrait, square) and sound (one is silent), so the demo shows the render framing and joining
// clips that do not match. Their facts (size, length, sound, caption) are the page's too: both
// read web/src/features/demo/demo-reel.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CLIPS_DIR, readDemoReel } from './demo-reel.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FPS = 30;

/** Each clip's look and sound; what it says and its shape come from the reel. */
const LOOKS = {
  'hook-1.mp4': { background: 'gradients', colours: ['0x1e3a8a', '0x0ea5e9'], label: 'Hook 1', audio: 'sine=frequency=440' },
  'hook-2.mp4': { background: 'gradients', colours: ['0x831843', '0xf97316'], label: 'Hook 2', audio: null },
  // Three rising notes, one a second.
  'body-1.mp4': { background: 'gradients', colours: ['0x064e3b', '0x84cc16'], label: 'Body', audio: "aevalsrc='0.3*sin(2*PI*(330+110*floor(t))*t)'" },
  'cta-1.mp4': { background: 'gradients', colours: ['0x4c1d95', '0xec4899'], label: 'CTA', audio: 'sine=frequency=660' },
};

function fontFile() {
  const found = spawnSync('fc-match', ['-f', '%{file}', 'DejaVu Sans:bold'], { encoding: 'utf8' });
  if (found.status !== 0 || !/DejaVuSans-Bold\.ttf$/.test(found.stdout)) {
    console.error('make-clips: needs DejaVu Sans Bold for the captions (Debian: apt-get install fonts-dejavu-core)');
    process.exit(1);
  }
  return found.stdout;
}

/**
 * Caption centred on a dark box, as large as its longest line fits with a margin (DejaVu Sans
 * Bold's letters average about 0.62 of the font size); the part's name small in the top left
 * corner, to tell parts apart in an output.
 */
function textFilters(font, captionFile, labelFile, clip) {
  const longestLine = Math.max(...captionLines(clip.says).split('\n').map((line) => line.length));
  const captionSize = Math.floor(Math.min((clip.width * 0.85) / (longestLine * 0.62), clip.height / 8));
  const labelSize = Math.round(Math.min(clip.width, clip.height) / 20);
  return [
    `drawtext=fontfile=${font}:textfile=${captionFile}:fontsize=${captionSize}:fontcolor=white:line_spacing=8` +
      ':box=1:boxcolor=black@0.45:boxborderw=14:x=(w-text_w)/2:y=(h-text_h)/2',
    `drawtext=fontfile=${font}:textfile=${labelFile}:fontsize=${labelSize}:fontcolor=white@0.85:x=${labelSize}:y=${labelSize}`,
  ].join(',');
}

/** Long captions break after their first sentence: the frame is small. */
const captionLines = (says) => says.replace(/\. (?=\S)/, '.\n');

function makeClip(clip, font, scratch) {
  const look = LOOKS[clip.file];
  if (!look) throw new Error(`make-clips: no look for ${clip.file}`);
  const captionFile = join(scratch, `${clip.file}.caption.txt`);
  const labelFile = join(scratch, `${clip.file}.label.txt`);
  writeFileSync(captionFile, captionLines(clip.says));
  writeFileSync(labelFile, look.label);
  const [c0, c1] = look.colours;
  const video =
    `gradients=size=${clip.width}x${clip.height}:rate=${FPS}:duration=${clip.seconds}:c0=${c0}:c1=${c1}:nb_colors=2:speed=0.02:seed=1,` +
    textFilters(font, captionFile, labelFile, clip);
  const inputs = ['-f', 'lavfi', '-i', video];
  if (clip.sound) inputs.push('-f', 'lavfi', '-i', `${look.audio}:sample_rate=48000:duration=${clip.seconds}`);
  const audio = clip.sound ? ['-c:a', 'aac', '-b:a', '48k', '-ac', '1'] : ['-an'];
  const out = join(root, DEMO_CLIPS_DIR, clip.file);
  const made = spawnSync(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y', ...inputs,
      '-t', String(clip.seconds),
      '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-g', String(FPS),
      ...audio,
      '-map_metadata', '-1', '-movflags', '+faststart',
      out,
    ],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error(`make-clips: ffmpeg failed for ${clip.file}`);
  return out;
}

const font = fontFile();
const scratch = mkdtempSync(join(tmpdir(), 'reelmix-demo-clips-'));
try {
  mkdirSync(join(root, DEMO_CLIPS_DIR), { recursive: true });
  for (const clip of readDemoReel().clips) console.log(`made ${makeClip(clip, font, scratch)}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
