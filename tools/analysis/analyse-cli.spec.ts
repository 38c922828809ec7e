import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAnalyseCli } from './analyse-cli';
import { syntheticBundle } from './synthetic-export';

/*
 * The CLI's main function in this process, stdout and stderr captured: the --json shape scripts
 * rely on, the summary, the HTML report and each refusal's message and exit code.
 */

let dir: string;
// 2 hooks x 2 bodies x 1 cta in 9:16, 3 ad sets each: hook 2 has three times hook 1's CTR.
const bundle = syntheticBundle({ hooks: 2, bodies: 2, ctas: 1, placements: ['9:16'], adSetsPerOutput: 3, impressionsPerRow: 40000, seed: 7, hookCtr: [0.01, 0.03] });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'analyse-cli-'));
  await writeFile(join(dir, 'export.csv'), bundle.exportCsv);
  await writeFile(join(dir, 'manifest.csv'), bundle.manifestCsv);
  await mkdir(join(dir, 'bundle'));
  await writeFile(join(dir, 'bundle', 'manifest.csv'), bundle.manifestCsv);
  await mkdir(join(dir, 'alone'));
  await writeFile(join(dir, 'alone', 'export.csv'), bundle.exportCsv);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runAnalyseCli(argv, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd: dir });
  return { code, stdout, stderr };
}

describe('--json', () => {
  it('prints the sections (winner, verdict, parts) with matching, source, metric and totals', async () => {
    const result = await run('export.csv', '--json');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(Object.keys(json).sort()).toEqual(['matching', 'metric', 'sections', 'source', 'totals']);
    expect(Object.keys(json.sections)).toEqual(['hook', 'body', 'cta', 'placement']);
    for (const section of Object.values(json.sections)) expect(Object.keys(section as object).sort()).toEqual(['parts', 'verdict', 'winner']);
    expect(json.sections.hook.winner).toBe('hook2.mp4');
    expect(json.sections.hook.verdict).toMatchObject({ kind: 'winner', winner: 'hook2.mp4', metric: 'ctr' });
    expect(json.sections.hook.parts.map((part: { name: string }) => part.name)).toEqual(['hook1.mp4', 'hook2.mp4']);
    expect(json.sections.placement.parts.map((part: { name: string }) => part.name)).toEqual(['9:16']);
    expect(json.sections.cta.winner).toBeNull();
    expect(json).toMatchObject({ source: 'meta', metric: 'ctr', matching: { rows: 12, matchedRows: 12, unmatchedRows: [], outputsWithoutRows: [] } });
    expect(json.totals.impressions).toBe(json.sections.hook.parts.reduce((sum: number, part: { impressions: number }) => sum + part.impressions, 0));
  });

  it('compares on the metric asked for', async () => {
    const json = JSON.parse((await run('export.csv', '--json', '--metric', 'hook-rate')).stdout);
    expect(json.metric).toBe('hookRate');
    expect(json.sections.hook.verdict.metric).toBe('hookRate');
  });

  it('reads a manifest given with --manifest, and mapped columns with --map', async () => {
    const renamed = bundle.exportCsv.replace('Ad name', 'Creative').replace('Impressions', 'Impr.').replace('Link clicks', 'Taps');
    await writeFile(join(dir, 'alone', 'renamed.csv'), renamed);
    const result = await run('alone/renamed.csv', '--manifest', 'bundle/manifest.csv', '--json', '--map', 'adName=Creative,impressions=Impr.,clicks=Taps');
    expect(result.stderr).toBe('');
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({ source: 'custom', matching: { matchedRows: 12 } });
    expect(json.sections.hook.winner).toBe('hook2.mp4');
  });
});

describe('summary and report', () => {
  it('prints the matching and each verdict, and writes the HTML report', async () => {
    const result = await run('export.csv', '--out', 'report.html');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Export (Meta): 12 of 12 rows matched an output of the bundle;');
    expect(result.stdout).toMatch(/Verdicts on CTR:\n {2}hook {7}\S.*\n {2}body {7}\S.*\n {2}cta {8}\S.*\n {2}placement {2}\S/);
    expect(result.stdout).toContain(`Report written to ${join(dir, 'report.html')}`);
    const html = await readFile(join(dir, 'report.html'), 'utf8');
    expect(html).toContain('<section id="hook">');
    expect(html).toContain('<table class="heat">');
  });

  it('lists what did not match, and escapes the names in the report', async () => {
    const hostile = '<script>alert(1)</script>';
    const manifest = bundle.manifestCsv.replace(/,hook1\.mp4,/g, `,${hostile}.mp4,`);
    const csv = bundle.exportCsv.replace(/\n$/, `\n2026-11-01,2026-11-14,Reelmix test,AS99,${hostile},active,1.00,100,80,1,0,x,20\n`);
    await mkdir(join(dir, 'hostile'));
    await writeFile(join(dir, 'hostile', 'manifest.csv'), manifest);
    await writeFile(join(dir, 'hostile', 'export.csv'), csv);
    const result = await run('hostile/export.csv', '--out', 'hostile/report.html');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Rows matching no output (1): "${hostile}"`);
    const html = await readFile(join(dir, 'hostile', 'report.html'), 'utf8');
    expect(html).not.toContain('<script');
    expect(html).toContain('<li>&lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(html).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;.mp4</td>');
  });
});

describe('refusals: a message, exit 2, no stack trace', () => {
  const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at /);

  it('a missing export', async () => {
    const result = await run('nowhere.csv', '--manifest', 'manifest.csv');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`analyse: cannot read the export ${join(dir, 'nowhere.csv')}: no such file\n`);
  });

  it('a spreadsheet instead of a CSV export', async () => {
    const result = await run('Ads report.xlsx');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('analyse: Ads report.xlsx is a spreadsheet; export the report from the ads manager as CSV and pass that\n');
  });

  it('no manifest given and none beside the export', async () => {
    const result = await run('alone/export.csv');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('analyse: no manifest: pass --manifest <bundle>/manifest.csv');
    expect(result.stderr).toContain(`there is none beside the export at ${join(dir, 'alone', 'manifest.csv')}`);
    noStack(result.stderr);
  });

  it('an export whose columns are not recognised: the headers found, what is missing, and --map', async () => {
    await writeFile(join(dir, 'alone', 'odd.csv'), 'Creative,Views,Cost\nh1-b1-c1_9x16,100,1.00\n');
    const result = await run('alone/odd.csv', '--manifest', 'manifest.csv');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("analyse: odd.csv: the export's columns were not recognised as Meta's or TikTok's; missing: Ad name, Impressions");
    expect(result.stderr).toContain('Columns found: "Creative", "Views", "Cost"');
    expect(result.stderr).toContain('Name the columns with --map, e.g. --map "adName=Ad name,');
    noStack(result.stderr);
  });

  it('a manifest that is not a Reelmix manifest', async () => {
    const result = await run('export.csv', '--manifest', 'export.csv');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`analyse: the manifest ${join(dir, 'export.csv')} has no file, intro, body, cta, placement column (found: "Reporting starts",`);
    expect(result.stderr).toContain('pass the manifest.csv of the Reelmix bundle the ads were made from');
  });

  it('a --map naming a column the export lacks', async () => {
    const result = await run('export.csv', '--map', 'adName=Ad name,impressions=Impressions,spend=Cost');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('analyse: export.csv: the --map names columns the export does not have: Cost');
  });

  it('bad arguments, with the usage', async () => {
    const result = await run('export.csv', '--metric', 'roas');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('analyse: --metric must be one of ctr, hook-rate, conversion-rate, got "roas"');
    expect(result.stderr).toContain('Usage: npm run analyse -- <export.csv>');
  });

  it('a report that cannot be written', async () => {
    const result = await run('export.csv', '--out', 'no/such/folder/report.html');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`analyse: cannot write the report ${join(dir, 'no/such/folder/report.html')}:`);
    noStack(result.stderr);
  });

  it('--help prints the usage, exit 0', async () => {
    const result = await run('--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: npm run analyse');
  });
});
