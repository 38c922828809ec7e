import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyseExport, designFromManifest } from '@reelmix/analysis';
import { runAnalyseCli } from './analyse-cli';
import { syntheticBundle } from './synthetic-export';

/*
 * `npm run bench:analyse`: times `npm run analyse` on a synthetic 1,000-row Meta-like export
 * (100 outputs = 5 hooks x 4 bodies x 5 ctas in 9:16, each run in 10 ad sets) against the
 * target of 1,000 rows analysed in under 1 s. Prints figures, never pass/fail. The whole CLI path
 * (read the files, parse, match, model, verdicts, HTML report) runs in this process, first cold
 * as a user's single run is, then warm several times; the parse + analyse part is timed alone
 * on the texts in memory.
 */

const RUNS = 10;
const TARGET_MS = 1000;
const SPEC = { hooks: 5, bodies: 4, ctas: 5, placements: ['9:16'], adSetsPerOutput: 10, impressionsPerRow: 4000, seed: 20261127 };

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'reelmix-analysis-bench-'));
  try {
    const bundle = syntheticBundle(SPEC);
    const exportPath = join(dir, 'export.csv');
    await writeFile(exportPath, bundle.exportCsv);
    await writeFile(join(dir, 'manifest.csv'), bundle.manifestCsv);
    say(
      `Reelmix analysis benchmark: ${bundle.rows.toLocaleString('en-US')}-row Meta-like export (${(bundle.exportCsv.length / 1024).toFixed(0)} KB), ` +
        `${bundle.outputs} outputs = ${SPEC.hooks} hooks x ${SPEC.bodies} bodies x ${SPEC.ctas} ctas in ${SPEC.placements.join(', ')}, ` +
        `${SPEC.adSetsPerOutput} ad sets each; node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    say(`Target: ${bundle.rows.toLocaleString('en-US')} rows analysed in under ${TARGET_MS / 1000} s`);

    const argv = [exportPath, '--out', join(dir, 'report.html')];
    const cliRun = async () => {
      let failure = '';
      const code = await runAnalyseCli(argv, { stdout: () => undefined, stderr: (text) => (failure += text), cwd: dir });
      if (code !== 0) throw new Error(`the CLI exited ${code}: ${failure.trim()}`);
    };
    const cold = await time(cliRun);
    const warm = await timeRuns(cliRun);
    say(`  whole CLI path (read files, parse, match, model, verdicts, HTML report)`);
    row('first run (cold, as a single `npm run analyse`)', ms(cold));
    row(`next ${RUNS} runs (warm)`, spread(warm));

    // A whole process as the launcher starts it once compiled: Node's start-up and module loading
    // included, the launcher's SWC compile not.
    const processes = await timeRuns(async () => {
      const child = spawnSync(process.execPath, [join(__dirname, 'analyse-cli.js'), ...argv], { cwd: dir, encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`the CLI process exited ${child.status}: ${child.stderr.trim()}`);
    });
    row(`${RUNS} separate node processes (start-up included)`, spread(processes));

    const [csvText, manifestText] = await Promise.all([readFile(exportPath, 'utf8'), readFile(join(dir, 'manifest.csv'), 'utf8')]);
    const analyseOnly = await timeRuns(async () => {
      analyseExport(csvText, designFromManifest(manifestText));
    });
    say(`  parse + analyse alone (manifest and export text in memory, no files, no HTML)`);
    row(`${RUNS} runs`, spread(analyseOnly));
    const slowest = Math.max(cold, ...warm);
    say(`  against the target: the slowest whole CLI path took ${ms(slowest)}, ${((slowest / TARGET_MS) * 100).toFixed(0)}% of the ${TARGET_MS / 1000} s budget`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function time(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function timeRuns(run: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await time(run));
  return times;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spread = (values: readonly number[]) => `median ${ms(median(values))}, max ${ms(Math.max(...values))}`;
const row = (label: string, figures: string) => say(`    ${label.padEnd(52)}${figures}`);
const say = (line: string) => process.stdout.write(`${line}\n`);

main().catch((error: unknown) => {
  process.stderr.write(`bench:analyse: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
