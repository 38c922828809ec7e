// The one reader of `.env` for every script. Node's own parser (util.parseEnv, the same rules as
// dotenv): `#` starts a comment outside quotes, quotes keep what they enclose, `export ` is allowed.
// Built-ins only: this runs before node_modules exists.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The KEY=value pairs of a .env file; none when the file does not exist. */
export function loadEnvFile(path = '.env') {
  if (!existsSync(path)) return {};
  return parseEnv(readFileSync(path, 'utf8'));
}

/**
 * Layers settings, later ones winning. An empty value counts as unset, as it does for the services
 * (libs/config), so `.env` lines such as `INTERNAL_TOKEN=` leave the value beneath them in place.
 */
export function layerSettings(...layers) {
  const merged = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined && value !== '') merged[key] = value;
    }
  }
  return merged;
}
