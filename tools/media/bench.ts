import { SECTIONS } from '@reelmix/contracts/browser';
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCli } from './bench-cli';
import { benchFraming } from './bench-framing';
import { benchRerun } from './bench-rerun';
import { benchTexts } from './bench-texts';
import { CLIP_SETS, generateClips, type ClipSpec } from './bench-clips';
import { CONCURRENCY, parseBenchOptions, PLACEMENT } from './bench-options';
import { say, sec } from './bench-report';

/*
 * `npm run bench`: for one placement (9:16), for 3x3x3 and 5x4x5 of each clip set (the repository's
 * own mix and the short mixed uploads of bench-clips.ts), first the
 * render path `npm run render` ships against the naive per-combination re-encode (bench-cli.ts),
 * then the same clips through the services on a stack of its own (tools/bench-services). Prints
 * figures with their targets beside them, never pass/fail tests; and what framing costs the
 * normalising encode (bench-framing.ts); and for 3x3x3 a rerun with one more hook into the same
 * folder (bench-rerun.ts) and the same clips with three texts against them without (bench-texts.ts).
 * Options: bench-options.ts.
 */

async function main(argv: string[]): Promise<void> {
  const options = parseBenchOptions(argv);
  const dir = await mkdtemp(join(tmpdir(), 'reelmix-bench-'));
  try {
    say(`Reelmix render benchmark: ${cpus().length} cores, ${await ffmpegVersion()}, placement ${PLACEMENT}, ${CONCURRENCY} processes at a time, 1 thread each`);
    const runs = [];
    for (const scenario of options.scenarios) {
      for (const setName of options.clipSets) {
        const set = CLIP_SETS[setName];
        const label = `${setName} clips`;
        const scenarioDir = join(dir, scenario.name, setName);
        await mkdir(join(scenarioDir, 'clips'), { recursive: true });
        const started = performance.now();
        // A fresh seed per scenario, set and run: see bench-clips.ts.
        const clips = await generateClips(join(scenarioDir, 'clips'), scenario.counts, randomInt(1, 1_000_000), set);
        const specs = SECTIONS.flatMap((section) => set[section].slice(0, scenario.counts[section]));
        say('');
        say(`Generated the ${scenario.name} ${label} in ${sec(performance.now() - started)}: ${specs.map(describe).join(', ')}`);
        const cli = await benchCli(scenario, clips, scenarioDir, options, label);
        // Texts are measured on 3x3x3; through the services each of those runs needs clips of its own.
        const measuresTexts = scenario.name === '3x3x3' && !options.skipTexts;
        let fresh = 0;
        const freshClips = async () => {
          const clipDir = join(scenarioDir, `fresh-clips-${++fresh}`);
          await mkdir(clipDir, { recursive: true });
          return generateClips(clipDir, scenario.counts, randomInt(1, 1_000_000), set);
        };
        runs.push({ scenario, label, clips, cliMs: cli.totalMs, ...(measuresTexts ? { freshClips } : {}) });
        if (scenario.name === '3x3x3') {
          if (options.skipRerun) say('  rerun             skipped (--skip-rerun)');
          else await benchRerun(clips, cli, join(scenarioDir, 'clips'), set);
          if (options.skipTexts) say('  texts             skipped (--skip-texts)');
          else await benchTexts(clips, join(scenarioDir, 'texts'));
        }
        // The smaller scenario's clips of the first set are the whole mix of shapes; the rest add nothing to it.
        if (!options.skipFraming && runs.length === 1) await benchFraming(clips, scenarioDir);
      }
    }
    if (options.skipServices) {
      say('');
      say('Through the services: skipped (--skip-services)');
    } else {
      // Loaded only now, so the stack's helpers (pg, the broker client) are not in the memory
      // this process counted as the CLI's worker above.
      const { benchServices } = await import('../bench-services/bench-services');
      await benchServices(runs);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const describe = (s: ClipSpec) => `${s.width}x${s.height}@${fpsLabel(s.fps)} ${s.video}/${s.container}${s.audio ? `+${s.audio}` : ' silent'}`;
const fpsLabel = (fps: string) => (fps.includes('/') ? (Number(fps.split('/')[0]) / Number(fps.split('/')[1])).toFixed(2) : fps);

async function ffmpegVersion(): Promise<string> {
  return new Promise((resolvePromise) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', () => resolvePromise(out.split('\n')[0]?.replace(/ Copyright.*/, '') ?? 'ffmpeg'));
    child.on('error', () => resolvePromise('ffmpeg (version unknown)'));
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
