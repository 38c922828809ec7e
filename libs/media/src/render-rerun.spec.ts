import { DEFAULT_TEXT_STYLE, type PlacementName } from '@reelmix/contracts/browser';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CombinedOutput } from './combine';
import { planOutputs } from './naming';
import { finishRerun, prepareRerun, segmentIdentity, type RerunInput } from './render-rerun';
import { RENDER_STATE_FILE, readRenderState } from './render-state';
import { textKey } from './text-key';

/*
 * A rerun into a folder, without ffmpeg: the clips and outputs are plain bytes, which is all the
 * keeping decision reads (content hashes, sizes, names). A "render" here writes an output file
 * and hands back what combine would.
 */

let dir: string;
let out: string;
let clips: { intro: string[]; body: string[]; cta: string[] };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-rerun-spec-'));
  out = join(dir, 'out');
  const clip = async (name: string) => {
    await writeFile(join(dir, name), `clip ${name}`);
    return join(dir, name);
  };
  clips = { intro: [await clip('hook-a.mp4'), await clip('hook-b.mp4')], body: [await clip('body.mp4')], cta: [await clip('cta.mp4')] };
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function rerunInput(overrides: Partial<RerunInput> & { nameTemplate?: string; placements?: PlacementName[] } = {}): RerunInput {
  const { nameTemplate, placements = ['1:1'], ...rest } = overrides;
  const current = rest.clips ?? clips;
  const counts = { intro: current.intro.length, body: current.body.length, cta: current.cta.length };
  return {
    outDir: out,
    planned: planOutputs(counts, placements, { nameTemplate, sourceNames: current }),
    clips: current,
    framing: 'auto',
    verify: true,
    concurrency: 2,
    ...rest,
  };
}

/** One run: keeps what it can, "renders" the rest (bytes naming their settings), records all. */
async function run(input: RerunInput) {
  await mkdir(input.outDir, { recursive: true });
  const rerun = await prepareRerun(input);
  const rendered = new Map<number, CombinedOutput>();
  for (const [i, plan] of input.planned.entries()) {
    if (rerun.kept.has(i)) continue;
    const bytes = `output ${JSON.stringify(rerun.settings[i])}`;
    await writeFile(join(input.outDir, plan.fileName), bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    rendered.set(i, { path: join(input.outDir, plan.fileName), durationSec: 1.5, width: 1080, height: 1080, sizeBytes: bytes.length, sha256, partDurationsSec: [0.5, 0.5, 0.5] });
  }
  const { notInPlan } = await finishRerun(input, rerun, rendered);
  return { kept: [...rerun.kept.keys()].map((i) => input.planned[i]!.fileName), rendered: [...rendered.keys()].map((i) => input.planned[i]!.fileName), notInPlan };
}

it('keeps every output of an unchanged rerun and records them', async () => {
  const first = await run(rerunInput());
  expect(first).toEqual({ kept: [], rendered: ['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4'], notInPlan: 0 });
  const before = await readFile(join(out, 'h2-b1-c1_1x1.mp4'));
  expect(await run(rerunInput())).toEqual({ kept: ['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4'], rendered: [], notInPlan: 0 });
  expect(await readFile(join(out, 'h2-b1-c1_1x1.mp4'))).toEqual(before);
  expect((await readRenderState(out)).map((record) => record.file)).toEqual(['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4']);
});

it('matches by content, not by name: one more hook renders only its outputs, even where the numbering moves', async () => {
  await run(rerunInput());
  const hookC = join(dir, 'hook-c.mp4');
  await writeFile(hookC, 'clip hook-c.mp4');
  // The new hook goes first: the old hooks are now 2 and 3, their outputs renamed to match.
  const second = await run(rerunInput({ clips: { ...clips, intro: [hookC, ...clips.intro] } }));
  expect(second.rendered).toEqual(['h1-b1-c1_1x1.mp4']);
  expect(second.kept.sort()).toEqual(['h2-b1-c1_1x1.mp4', 'h3-b1-c1_1x1.mp4']);
  const state = await readRenderState(out);
  const hashOf = async (path: string) => createHash('sha256').update(await readFile(path)).digest('hex');
  expect(state.find((record) => record.file === 'h2-b1-c1_1x1.mp4')!.settings.sources.intro).toBe(await hashOf(clips.intro[0]!));
});

it('keeps the content when the name template changes, under the new names', async () => {
  await run(rerunInput());
  const before = await readFile(join(out, 'h1-b1-c1_1x1.mp4'));
  const second = await run(rerunInput({ nameTemplate: '{hook}_{ratio}' }));
  expect(second).toEqual({ kept: ['hook-a_1x1.mp4', 'hook-b_1x1.mp4'], rendered: [], notInPlan: 0 });
  expect(await readFile(join(out, 'hook-a_1x1.mp4'))).toEqual(before);
  expect((await readdir(out)).sort()).toEqual([RENDER_STATE_FILE, 'hook-a_1x1.mp4', 'hook-b_1x1.mp4']);
});

it('swaps names between kept outputs without overwriting either', async () => {
  await run(rerunInput());
  const [a, b] = await Promise.all(['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4'].map((name) => readFile(join(out, name))));
  const second = await run(rerunInput({ clips: { ...clips, intro: [...clips.intro].reverse() } }));
  expect(second.rendered).toEqual([]);
  expect(await readFile(join(out, 'h1-b1-c1_1x1.mp4'))).toEqual(b);
  expect(await readFile(join(out, 'h2-b1-c1_1x1.mp4'))).toEqual(a);
});

it('renders again when a setting that changes the bytes changes: framing, focus, placement', async () => {
  await run(rerunInput());
  expect((await run(rerunInput({ framing: 'fit' }))).kept).toEqual([]);
  expect((await run(rerunInput({ framing: 'fit', focus: new Map([[clips.body[0]!, { x: 0.2, y: 0.5 }]]) }))).kept).toEqual([]);
  const placements = await run(rerunInput({ framing: 'fit', focus: new Map([[clips.body[0]!, { x: 0.2, y: 0.5 }]]), placements: ['1:1', '4:5'] }));
  expect(placements.kept).toEqual(['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4']);
  expect(placements.rendered).toEqual(['h1-b1-c1_4x5.mp4', 'h2-b1-c1_4x5.mp4']);
});

it('renders again when a clip of the same name has other content', async () => {
  await run(rerunInput());
  await writeFile(clips.body[0]!, 'a re-exported body');
  expect(await run(rerunInput())).toEqual({ kept: [], rendered: ['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4'], notInPlan: 0 });
});

it('renders again an output edited or damaged since, the same size included', async () => {
  await run(rerunInput());
  const file = join(out, 'h1-b1-c1_1x1.mp4');
  const bytes = await readFile(file);
  bytes[0] = bytes[0]! ^ 0xff;
  await writeFile(file, bytes);
  await rm(join(out, 'h2-b1-c1_1x1.mp4'));
  expect(await run(rerunInput())).toEqual({ kept: [], rendered: ['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4'], notInPlan: 0 });
});

it('does not keep an unverified output for a run that verifies', async () => {
  await run(rerunInput({ verify: false }));
  expect((await run(rerunInput({ verify: false }))).kept).toHaveLength(2);
  expect((await run(rerunInput())).rendered).toHaveLength(2);
});

it('leaves outputs of an earlier plan in place and on record, and counts them', async () => {
  await run(rerunInput());
  const narrower = await run(rerunInput({ clips: { ...clips, intro: [clips.intro[0]!] } }));
  expect(narrower).toEqual({ kept: ['h1-b1-c1_1x1.mp4'], rendered: [], notInPlan: 1 });
  expect((await readdir(out)).sort()).toEqual([RENDER_STATE_FILE, 'h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4']);
  // Still recorded, so going back to the wider plan makes nothing.
  expect(await run(rerunInput())).toEqual({ kept: ['h1-b1-c1_1x1.mp4', 'h2-b1-c1_1x1.mp4'], rendered: [], notInPlan: 0 });
});

it('starts afresh from a state file it cannot read', async () => {
  await run(rerunInput());
  await writeFile(join(out, RENDER_STATE_FILE), '{ not json');
  expect((await run(rerunInput())).rendered).toHaveLength(2);
});

it('names a hook segment by its text as well when one is drawn, and as before when none is', async () => {
  const input = rerunInput();
  const rerun = await prepareRerun(input);
  const plain = segmentIdentity(input, rerun, clips.intro[0]!, '1:1', 1);
  expect(plain).not.toHaveProperty('text');
  const overlay = { text: 'Stop scrolling', style: DEFAULT_TEXT_STYLE };
  expect(segmentIdentity(input, rerun, clips.intro[0]!, '1:1', 1, overlay)).toEqual({ ...plain, text: textKey(overlay.text, overlay.style) });
});
