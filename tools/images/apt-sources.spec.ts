import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateModule } from '../lib/evaluate-module';

const MODULE = join(__dirname, 'apt-sources.mjs');
const call = (expression: string) => evaluateModule(MODULE, expression);

// A Debian 12 machine's apt configuration as it comes: deb822 for Debian, one-line lists for others.
const DEBIAN_SOURCES = `Types: deb
# http://snapshot.debian.org/archive/debian/20250520T000000Z
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;

describe("the Debian mirror the base image is made from: this machine's apt sources", () => {
  const etcApt = mkdtempSync(join(tmpdir(), 'reelmix-apt-'));
  afterAll(() => rmSync(etcApt, { recursive: true, force: true }));

  it('reads deb822 and one-line files, and skips what apt skips (other endings, disabled stanzas, deb-src)', () => {
    mkdirSync(join(etcApt, 'sources.list.d'));
    writeFileSync(join(etcApt, 'sources.list'), '# deb http://old.example/debian bookworm main\ndeb-src http://deb.debian.org/debian bookworm main\n');
    writeFileSync(join(etcApt, 'sources.list.d', 'debian.sources'), DEBIAN_SOURCES);
    writeFileSync(join(etcApt, 'sources.list.d', 'cloud-sdk.list'), 'deb [signed-by=/usr/share/keyrings/cloud.gpg arch=amd64] https://packages.cloud.google.com/apt cloud-sdk-bookworm main\n');
    writeFileSync(join(etcApt, 'sources.list.d', 'nodesource.sources.disabled'), 'Types: deb\nURIs: https://deb.nodesource.com/node_20.x\nSuites: nodistro\nComponents: main\n');
    writeFileSync(join(etcApt, 'sources.list.d', 'off.sources'), 'Types: deb\nEnabled: no\nURIs: http://off.example/debian\nSuites: bookworm\nComponents: main\n');

    // sources.list first, then sources.list.d's files in name order, as apt reads them.
    expect(call(`imported.hostAptSources(${JSON.stringify(etcApt)})`)).toEqual([
      { uri: 'https://packages.cloud.google.com/apt', suite: 'cloud-sdk-bookworm', components: ['main'] },
      { uri: 'http://deb.debian.org/debian', suite: 'bookworm', components: ['main'] },
      { uri: 'http://deb.debian.org/debian', suite: 'bookworm-updates', components: ['main'] },
      { uri: 'http://deb.debian.org/debian-security', suite: 'bookworm-security', components: ['main'] },
    ]);
  });

  it("keeps the release's own suites (main only), starts debootstrap from the release's mirror and writes them as a sources.list", () => {
    const chosen = call(`imported.debianSourcesFor('bookworm', imported.hostAptSources(${JSON.stringify(etcApt)}))`) as { mirror: string; sources: unknown[]; fromHost: boolean };
    expect(chosen.mirror).toBe('http://deb.debian.org/debian');
    expect(chosen.fromHost).toBe(true);
    expect(call(`imported.sourcesList(${JSON.stringify(chosen.sources)})`)).toBe(
      'deb http://deb.debian.org/debian bookworm main\ndeb http://deb.debian.org/debian bookworm-updates main\ndeb http://deb.debian.org/debian-security bookworm-security main\n',
    );
  });

  it("falls back to Debian's own archive on a machine whose apt names no mirror of the release", () => {
    const ubuntu = 'deb http://archive.ubuntu.com/ubuntu noble main restricted\n';
    const chosen = call(`imported.debianSourcesFor('bookworm', imported.parseOneLine(${JSON.stringify(ubuntu)}))`) as { mirror: string; sources: { suite: string }[]; fromHost: boolean };
    expect(chosen).toMatchObject({ mirror: 'http://deb.debian.org/debian', fromHost: false });
    expect(chosen.sources.map((source) => source.suite)).toEqual(['bookworm', 'bookworm-updates', 'bookworm-security']);
  });
});
