import 'reflect-metadata';
import { loadConfig } from '@reelmix/config';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateModule } from '../lib/evaluate-module';
import { environmentReads, serviceConfigClasses, settingsOf } from './settings-read-by-code';

const ROOT = join(__dirname, '../..');
const EXAMPLE = join(ROOT, '.env.example');
const exampleText = readFileSync(EXAMPLE, 'utf8');
/** .env.example as the product reads it (tools/lib/env-file.mjs). */
const parsedExample = evaluateModule(join(ROOT, 'tools/lib/env-file.mjs'), `imported.loadEnvFile(${JSON.stringify(EXAMPLE)})`) as Record<string, string>;

/** The settings the code reads: every service's config class and the direct reads of the environment. */
async function settingsReadByCode(): Promise<Map<string, string>> {
  const readers = new Map<string, string>();
  for (const [service, schema] of await serviceConfigClasses()) {
    for (const name of settingsOf(schema)) readers.set(name, readers.get(name) ?? `the ${service} service's config`);
  }
  for (const { name, file } of environmentReads()) readers.set(name, readers.get(name) ?? file);
  return readers;
}

describe('.env.example', () => {
  it('is commented on lines of their own: each setting has a comment line above it and nothing after its value', () => {
    const lines = exampleText.split('\n');
    lines.forEach((line, index) => {
      const assignment = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!assignment) {
        expect({ line, kind: /^(#.*)?$/.test(line) ? 'comment or blank' : 'neither' }).toEqual({ line, kind: 'comment or blank' });
        return;
      }
      const [, name, raw] = assignment;
      expect({ name, above: lines[index - 1]?.startsWith('#') }).toEqual({ name, above: true });
      // Whatever follows `=` is the value, quotes aside: a trailing comment would be cut off here.
      expect({ name, value: parsedExample[name] }).toEqual({ name, value: raw.replace(/^(['"])(.*)\1$/, '$2') });
    });
  });

  it('passes every service\'s start-up validation as npm start runs with it copied to .env', async () => {
    const secrets = mkdtempSync(join(tmpdir(), 'reelmix-env-example-'));
    try {
      // npm start's settings with this file as .env and nothing else in the environment.
      const settings = evaluateModule(
        join(ROOT, 'tools/lib/start-settings.mjs'),
        `(() => {
          const settings = imported.startSettings({ envFile: ${JSON.stringify(EXAMPLE)}, environment: {} });
          return { ...settings, ...imported.lastingSecrets(settings, ${JSON.stringify(join(secrets, 'secrets.json'))}) };
        })()`,
      ) as Record<string, string>;
      const ports = evaluateModule(join(ROOT, 'tools/lib/ports.mjs'), 'imported.SERVICES') as { name: string; port: number }[];
      const classes = await serviceConfigClasses();
      expect([...classes.keys()].sort()).toEqual(ports.map((service) => service.name).sort());
      expect(classes.size).toBe(9);
      for (const { name, port } of ports) {
        const schema = classes.get(name)!;
        let problem = 'none';
        try {
          loadConfig(schema, { ...settings, PORT: String(port) });
        } catch (error) {
          problem = (error as Error).message;
        }
        expect({ service: name, problem }).toEqual({ service: name, problem: 'none' });
      }
    } finally {
      rmSync(secrets, { recursive: true, force: true });
    }
  });

  it('names every setting the code reads, as a value or as a `# NAME=` line npm start fills in', async () => {
    const named = new Set([...Object.keys(parsedExample), ...[...exampleText.matchAll(/^#\s?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1])]);
    const missing = [...(await settingsReadByCode())].filter(([name]) => !named.has(name)).map(([name, reader]) => `${name} (${reader})`);
    expect(missing).toEqual([]);
  });
});

describe("the README's Configuration table", () => {
  it('has a row for every setting the code reads', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('\n## Configuration\n'));
    const table = section.slice(0, section.indexOf('\n## ', 1))
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .join('\n');
    const missing = [...(await settingsReadByCode())].filter(([name]) => !table.includes(`\`${name}\``)).map(([name, reader]) => `${name} (${reader})`);
    expect(missing).toEqual([]);
  });
});
