// The Debian mirrors this machine's apt already uses, so the offline-made base image installs
// packages (ffmpeg above all) from the same archive and at the same versions as the host.
// Reads both of apt's formats: one-line `deb` entries (sources.list, *.list) and deb822 stanzas
// (*.sources). Files apt itself ignores (other endings, `Enabled: no`) are ignored here too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ uri: string, suite: string, components: string[] }} AptSource */

/** Binary (`deb`) entries of a one-line sources file. */
export function parseOneLine(text) {
  const sources = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line.startsWith('deb ') && !line.startsWith('deb\t')) continue;
    // Options sit in brackets right after the type: `deb [arch=amd64 signed-by=...] uri suite comp...`
    const [, uri, suite, ...components] = line.replace(/\[[^\]]*\]/, ' ').trim().split(/\s+/);
    if (uri && suite) sources.push({ uri, suite, components });
  }
  return sources;
}

/** Binary entries of a deb822 `.sources` file: one per URI and suite of every enabled stanza. */
export function parseDeb822(text) {
  const sources = [];
  for (const stanza of text.split(/\n\s*\n/)) {
    const fields = {};
    let last;
    for (const line of stanza.split('\n')) {
      if (line.startsWith('#')) continue;
      if (/^\s/.test(line) && last) fields[last] += ` ${line.trim()}`;
      else {
        const match = /^([\w-]+):\s*(.*)$/.exec(line);
        if (match) fields[(last = match[1].toLowerCase())] = match[2].trim();
      }
    }
    const list = (name) => (fields[name] ?? '').split(/\s+/).filter(Boolean);
    if (!list('types').includes('deb') || /^(no|false|0)$/i.test(fields.enabled ?? '')) continue;
    for (const uri of list('uris')) for (const suite of list('suites')) sources.push({ uri, suite, components: list('components') });
  }
  return sources;
}

/** Every binary source apt reads under `etcApt` (normally /etc/apt). */
export function hostAptSources(etcApt = '/etc/apt') {
  const files = [];
  if (existsSync(join(etcApt, 'sources.list'))) files.push(join(etcApt, 'sources.list'));
  const parts = join(etcApt, 'sources.list.d');
  if (existsSync(parts)) for (const name of readdirSync(parts).sort()) files.push(join(parts, name));
  return files.flatMap((file) => {
    if (file.endsWith('.sources')) return parseDeb822(readFileSync(file, 'utf8'));
    if (file.endsWith('.list')) return parseOneLine(readFileSync(file, 'utf8'));
    return [];
  });
}

/** Debian's own archive, for a host whose apt names no mirror of `release` (not a Debian machine). */
export const FALLBACK_SOURCES = (release) => [
  { uri: 'http://deb.debian.org/debian', suite: release, components: ['main'] },
  { uri: 'http://deb.debian.org/debian', suite: `${release}-updates`, components: ['main'] },
  { uri: 'http://deb.debian.org/debian-security', suite: `${release}-security`, components: ['main'] },
];

/**
 * The sources of one Debian release (`bookworm`, `bookworm-updates`, `bookworm-security`), main
 * component only (the image needs nothing from contrib or non-free), and the mirror of the release
 * itself, which debootstrap starts from.
 */
export function debianSourcesFor(release, sources) {
  const ofRelease = sources
    .filter((source) => source.suite === release || source.suite.startsWith(`${release}-`))
    .filter((source) => source.components.includes('main'))
    .map((source) => ({ ...source, components: ['main'] }));
  const unique = [...new Map(ofRelease.map((source) => [`${source.uri} ${source.suite}`, source])).values()];
  const mirror = unique.find((source) => source.suite === release)?.uri;
  return mirror ? { mirror, sources: unique, fromHost: true } : { mirror: FALLBACK_SOURCES(release)[0].uri, sources: FALLBACK_SOURCES(release), fromHost: false };
}

/** A one-line sources.list for the image. */
export function sourcesList(sources) {
  return sources.map(({ uri, suite, components }) => `deb ${uri} ${suite} ${components.join(' ')}\n`).join('');
}
