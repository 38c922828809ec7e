import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MODULE = join(__dirname, 'node-runtime.mjs');

/** Calls the start-up scripts' ES module as they do (an import), in a Node of its own. */
function evaluate(expression: string): unknown {
  const code = `import * as runtime from ${JSON.stringify(MODULE)}; console.log(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code]).toString());
}

describe('the Node the product runs on', () => {
  const root = mkdtempSync(join(tmpdir(), 'reelmix-node-runtime-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is the 24 LTS line', () => {
    expect(evaluate('[runtime.NODE_MAJOR, runtime.majorOf("v24.21.0"), runtime.majorOf("20.20.2")]')).toEqual([24, 24, 20]);
  });

  it("keeps this process's own Node when it is 24 or newer", () => {
    expect(evaluate(`runtime.nodeBinFor(${JSON.stringify(root)}, { currentVersion: 'v24.1.0', currentExecPath: '/opt/node/bin/node' })`)).toBe('/opt/node/bin');
  });

  it('uses the Node fetched into .tools when the machine has an older one, without fetching it again', () => {
    const bin = evaluate(`runtime.downloadedNodeBin(${JSON.stringify(root)})`) as string;
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'node'), '');
    const found = evaluate(
      `runtime.nodeBinFor(${JSON.stringify(root)}, { currentVersion: 'v20.20.2', currentExecPath: '/usr/bin/node', log: () => { throw new Error('fetched again'); } })`,
    );
    expect(found).toBe(bin);
  });
});
