import { join } from 'node:path';
import { evaluateModule } from '../lib/evaluate-module';

const call = (module: string, expression: string) => evaluateModule(join(__dirname, module), expression);
const MB = 1_000_000;

describe('image sizes against their limits', () => {
  const base = 219 * MB;
  const built = [
    { service: 'render', image: 'reelmix/render:local', bytes: base + 449.9 * MB, seconds: 200.04 },
    { service: 'uploads', image: 'reelmix/uploads:local', bytes: base + 450.1 * MB, seconds: 20 },
    { service: 'auth', image: 'reelmix/auth:local', bytes: base + 149.9 * MB, seconds: 20 },
    { service: 'gateway', image: 'reelmix/gateway:local', bytes: base + 150 * MB, seconds: 20 },
  ];

  it('counts what each image adds to the Node base: 450 MB for the two with ffmpeg, 150 MB for the others', () => {
    const rows = call('report.mjs', `imported.measure(${JSON.stringify(built)}, ${base})`) as { service: string; addedMB: number; limitMB: number; withinLimit: boolean }[];
    expect(rows.map(({ service, addedMB, limitMB, withinLimit }) => [service, addedMB, limitMB, withinLimit])).toEqual([
      ['render', 449.9, 450, true],
      ['uploads', 450.1, 450, false],
      ['auth', 149.9, 150, true],
      ['gateway', 150, 150, false],
    ]);
  });

  it('prints one line per image with the base first, marking the ones over', () => {
    const table = call('report.mjs', `imported.formatTable(imported.measure(${JSON.stringify(built)}, ${base}), { baseImage: 'node:24-bookworm-slim', baseBytes: ${base} })`) as string;
    const lines = table.split('\n');
    expect(lines[0]).toBe('Node base node:24-bookworm-slim: 219.0 MB');
    expect(lines).toHaveLength(2 + built.length);
    expect(lines[2]).toMatch(/^reelmix\/render:local\s+668\.9\s+449\.9\s+< 450\s+200\.0\s+ok$/);
    expect(lines[3]).toMatch(/OVER$/);
  });
});

describe("podman's settings", () => {
  it("run containers with runc and never ask for more open files or processes than the host's hard limits", () => {
    const conf = call('engine.mjs', 'imported.containersConf({ nofile: 20000, nproc: 96365 })') as string;
    expect(conf).toContain('runtime = "runc"');
    expect(conf).toContain('default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]');
    expect(call('engine.mjs', 'imported.containersConf({ nofile: 4096, nproc: 2000 })')).toContain('["nofile=4096:4096", "nproc=2000:2000"]');
  });
});
