import { join } from 'node:path';
import ts from 'typescript';
import { type KubeObject, modelType, objectName } from './kube-models';

// Never written: the compiler host below serves it from memory. It sits in the repository so that
// module resolution finds node_modules.
const VIRTUAL_FILE = join(__dirname, '__rendered-objects__.ts');

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

// Each check builds a program; handing it the previous one reuses the parsed type declarations.
let previous: ts.Program | undefined;

// "Object literal may only specify known properties…", with and without a "did you mean".
const UNKNOWN_PROPERTY = new Set([2353, 2561]);
// "Cannot find module", "has no exported member": the object's type could not be loaded.
const TYPE_NOT_FOUND = new Set([2307, 2694]);

/**
 * Finds fields the API does not have (a misspelt `livenesProbe`, a field at the wrong level). The
 * API server refuses them (kubectl validates strictly by default), but the JSON schemas let any
 * extra field through, so kubernetes-models' validators cannot see them. Its TypeScript types are
 * generated from the same OpenAPI schemas, and the compiler's excess-property check on an object
 * literal of that type names exactly those fields.
 */
export function unknownFieldProblems(objects: KubeObject[]): string[] {
  const typed = objects.map((object) => ({ object, type: typeof object.apiVersion === 'string' && typeof object.kind === 'string' ? modelType(object.apiVersion, object.kind) : undefined }));
  // Objects with no known model are reported by the value check; `unknown` keeps their slot.
  const source = typed.map(({ object, type }, i) => `export const object${i}: ${type ?? 'unknown'} = ${JSON.stringify(object)};`).join('\n');
  const sourceFile = ts.createSourceFile(VIRTUAL_FILE, source, ts.ScriptTarget.ES2022, true);
  const host = ts.createCompilerHost(OPTIONS);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, ...rest) => (name === VIRTUAL_FILE ? sourceFile : getSourceFile.call(host, name, ...rest));
  host.fileExists = (name) => name === VIRTUAL_FILE || fileExists.call(host, name);
  const program = ts.createProgram([VIRTUAL_FILE], OPTIONS, host, previous);
  previous = program;

  const problems: string[] = [];
  for (const diagnostic of program.getSemanticDiagnostics(program.getSourceFile(VIRTUAL_FILE))) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.start === undefined) continue;
    const { index, path } = locate(sourceFile, diagnostic.start);
    const where = objectName(typed[index].object);
    if (UNKNOWN_PROPERTY.has(diagnostic.code)) problems.push(`${where}: ${path} is not a field of the API (${message})`);
    // The types could not be loaded: say so rather than pass every object unchecked.
    else if (TYPE_NOT_FOUND.has(diagnostic.code)) problems.push(`${where}: ${message}`);
  }
  return problems;
}

/** Which object a position in the generated source belongs to, and the JSON path to it. */
function locate(sourceFile: ts.SourceFile, position: number): { index: number; path: string } {
  let node: ts.Node = sourceFile;
  for (;;) {
    const child = node.getChildren(sourceFile).find((c) => c.getStart(sourceFile) <= position && position < c.getEnd());
    if (child === undefined) break;
    node = child;
  }
  const segments: string[] = [];
  for (let at: ts.Node | undefined = node; at !== undefined; at = at.parent) {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) {
      return { index: Number(at.name.text.slice('object'.length)), path: `/${segments.join('/')}` };
    }
    if (ts.isPropertyAssignment(at) && ts.isStringLiteral(at.name)) segments.unshift(at.name.text);
    if (at.parent !== undefined && ts.isArrayLiteralExpression(at.parent)) segments.unshift(String(at.parent.elements.indexOf(at as ts.Expression)));
  }
  throw new Error(`no generated object at position ${position}`);
}
