import { existsSync, readFileSync } from 'node:fs';

/** Reads KEY=value lines of a .env file; values already in the environment win. */
export function loadEnvFile(path = '.env') {
  if (!existsSync(path)) return {};
  const values = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (!match) continue;
    values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}
