import { createRequire } from 'node:module';

/*
 * kubernetes-models and its companions are ESM-only: their package exports name an `import`
 * condition alone. Jest's module registry resolves with `require` conditions and cannot load them,
 * so they are imported by Node itself, through a module that Node's own `require` loads.
 */
const { nodeImport: load } = createRequire(__filename)('./node-import.mjs') as { nodeImport: (specifier: string) => Promise<unknown> };

/** Imports an ESM-only package with Node's loader; T is the shape the caller reads from it. */
export function nodeImport<T>(specifier: string): Promise<T> {
  return load(specifier) as Promise<T>;
}
