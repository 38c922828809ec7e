import 'reflect-metadata';
import { BaseConfig } from '@reelmix/config';
import { getMetadataStorage } from 'class-validator';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../..');

type ConfigClass = new () => BaseConfig;

/** Each service folder's config class (`services/<name>/src/<name>.config.ts`), by service name. */
export async function serviceConfigClasses(): Promise<Map<string, ConfigClass>> {
  const classes = new Map<string, ConfigClass>();
  for (const name of readdirSync(join(ROOT, 'services')).sort()) {
    const exported = (await import(join(ROOT, 'services', name, 'src', `${name}.config.ts`))) as Record<string, unknown>;
    const found = Object.values(exported).filter((value): value is ConfigClass => typeof value === 'function' && value.prototype instanceof BaseConfig);
    if (found.length !== 1) throw new Error(`services/${name}: expected one config class, found ${found.length}`);
    classes.set(name, found[0]);
  }
  return classes;
}

/** The settings a config class declares: every validated property (inherited ones too) and every default. */
export function settingsOf(schema: ConfigClass): string[] {
  const validated = getMetadataStorage()
    .getTargetValidationMetadatas(schema, '', true, false)
    .map((metadata) => metadata.propertyName);
  return [...new Set([...validated, ...Object.keys(new schema())])];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|mjs|js)$/.test(entry.name) && !/\.(spec|e2e-spec|type-test)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/\/(test|node_modules)\//.test(path));
}

/**
 * Variables read outside the config classes: straight from `process.env` by the product's code
 * (services and libs, but not tests or the test-support library), and by npm start and its setup
 * step from the settings they merge. Each with the file that reads it.
 */
export function environmentReads(): { name: string; file: string }[] {
  const reads: { name: string; file: string }[] = [];
  const record = (path: string, pattern: RegExp) => {
    for (const match of readFileSync(path, 'utf8').matchAll(pattern)) {
      reads.push({ name: match.slice(1).find((group) => group !== undefined)!, file: relative(ROOT, path) });
    }
  };
  const processEnv = /process\.env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g;
  for (const path of [...sourceFiles(join(ROOT, 'services')), ...sourceFiles(join(ROOT, 'libs'))]) {
    if (!path.includes('/libs/testing/')) record(path, processEnv);
  }
  // npm start keeps its settings in `env`, its setup step in `settings`.
  record(join(ROOT, 'tools/start.mjs'), /\benv\.([A-Z][A-Z0-9_]*)/g);
  record(join(ROOT, 'tools/setup.mjs'), /\bsettings\.([A-Z][A-Z0-9_]*)/g);
  return reads;
}
