import { execFileSync } from 'node:child_process';

/**
 * For the specs of the scripts' ES modules (Jest loads the specs as CommonJS): imports `module` in
 * a Node of its own, as the scripts do, evaluates `expression` with it bound to `imported` and
 * returns the result, which must survive JSON. A throw fails the call with the module's stderr.
 */
export function evaluateModule(module: string, expression: string): unknown {
  const code = `import * as imported from ${JSON.stringify(module)}; console.log(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] }).toString());
}
