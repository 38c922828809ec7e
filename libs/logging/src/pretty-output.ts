import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The package that turns pino's JSON lines into coloured single lines for a terminal. It is a
 * development dependency: the images install production packages only, so it is absent there.
 */
export const PRETTY_PACKAGE = 'pino-pretty';

/** Whether code in `fromDir` (this library's folder unless told) can load PRETTY_PACKAGE. */
export function canLoadPretty(fromDir: string = __dirname): boolean {
  try {
    createRequire(join(fromDir, 'resolve-from.js')).resolve(PRETTY_PACKAGE);
    return true;
  } catch {
    return false;
  }
}

export const PRETTY_MISSING = `LOG_FORMAT=pretty needs the ${PRETTY_PACKAGE} package, a development dependency that is not installed here; writing JSON lines instead`;
