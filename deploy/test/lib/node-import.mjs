// Loaded through Node's own `require` (see node-import.ts), so this `import()` runs in Node's ESM
// loader, which honours the `import` condition of a package's exports.
export const nodeImport = (specifier) => import(specifier);
