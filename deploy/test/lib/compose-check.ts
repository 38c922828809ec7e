import { isAlias, isNode, parseDocument, visit } from 'yaml';
import { composeSchemaProblems } from './compose-schema';

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, unknown> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: unknown; disable?: boolean };
  volumes?: (string | { type?: string; source?: string })[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// Tags that name no particular release: the image behind them changes under the same name.
const MOVING_TAGS = new Set(['latest', 'stable', 'edge', 'main', 'master', 'nightly', 'dev', 'beta', 'canary', 'lts']);

/**
 * Reads docker-compose.yml as Compose does, YAML anchors and merge keys (`<<`) expanded, and
 * returns the file with everything `docker compose config` would refuse or warn about, plus this
 * project's rules: the Compose Specification's schema; every anchor used; every interpolation
 * resolvable with no variables set (a default, or an explicit error); every service's environment
 * flat names and values; depends_on naming services that exist, with a health check when waited
 * on as healthy; named volumes declared; and every image that is not built here pinned to a release.
 */
export function checkCompose(text: string): { compose: ComposeFile | undefined; problems: string[] } {
  const document = parseDocument(text, { merge: true });
  if (document.errors.length > 0) return { compose: undefined, problems: document.errors.map((error) => `YAML: ${error.message}`) };

  const problems = [...unusedAnchors(document), ...unanchoredExtensions(document)];
  let compose: unknown;
  try {
    compose = document.toJS();
  } catch (err) {
    // An alias to no anchor, or a merge key given something other than a mapping.
    return { compose: undefined, problems: [...problems, `YAML: ${(err as Error).message}`] };
  }
  problems.push(...composeSchemaProblems(compose));
  if (!isObject(compose) || !isObject(compose.services)) return { compose: undefined, problems: [...problems, 'no services: mapping'] };

  problems.push(...interpolationProblems(compose, ''));
  const services = compose.services as Record<string, ComposeService>;
  const volumes = isObject(compose.volumes) ? Object.keys(compose.volumes) : [];
  for (const [name, service] of Object.entries(services)) {
    if (!isObject(service)) continue;
    problems.push(...environmentProblems(name, service), ...dependencyProblems(name, service, services), ...volumeProblems(name, service, volumes), ...imageProblems(name, service));
  }
  return { compose: compose as unknown as ComposeFile, problems };
}

function unusedAnchors(document: ReturnType<typeof parseDocument>): string[] {
  const anchors = new Set<string>();
  const used = new Set<string>();
  visit(document, {
    Node(_key, node) {
      if (isAlias(node)) used.add(node.source);
      else if (isNode(node) && node.anchor) anchors.add(node.anchor);
    },
  });
  return [...anchors].filter((anchor) => !used.has(anchor)).map((anchor) => `anchor &${anchor} is never used`);
}

/** A top-level x-* block is only there to be shared: one without an anchor cannot be. */
function unanchoredExtensions(document: ReturnType<typeof parseDocument>): string[] {
  const root = document.contents as { items?: { key: { value?: unknown }; value: { anchor?: string } | null }[] } | null;
  return (root?.items ?? [])
    .filter((pair) => String(pair.key.value).startsWith('x-') && !pair.value?.anchor)
    .map((pair) => `${String(pair.key.value)} has no anchor, so nothing can use it`);
}

/**
 * Compose interpolates `$VAR`, `${VAR}` and `${VAR:-default}` (also `-`, `:?`, `?`, `:+`, `+`) in
 * every string; `$$` is a literal `$`. A variable with neither a default nor an error message
 * becomes an empty string with a warning when unset, so it is refused here.
 */
function interpolationProblems(value: unknown, path: string): string[] {
  if (typeof value === 'string') return interpolationsIn(value).map((problem) => `${path || '/'}: ${problem}`);
  if (Array.isArray(value)) return value.flatMap((item, i) => interpolationProblems(item, `${path}/${i}`));
  if (isObject(value)) return Object.entries(value).flatMap(([key, item]) => interpolationProblems(item, `${path}/${key}`));
  return [];
}

function interpolationsIn(text: string): string[] {
  const problems: string[] = [];
  for (let i = text.indexOf('$'); i !== -1; i = text.indexOf('$', i)) {
    const next = text[i + 1];
    if (next === '$') {
      i += 2;
    } else if (next === '{') {
      let depth = 0;
      let end = i + 1;
      for (; end < text.length; end++) {
        if (text[end] === '{') depth++;
        else if (text[end] === '}' && --depth === 0) break;
      }
      if (end >= text.length) return [...problems, `"${text.slice(i)}" is never closed`];
      const body = text.slice(i + 2, end);
      const form = /^[A-Za-z_][A-Za-z0-9_]*((?::?[-?+])[\s\S]*)?$/.exec(body);
      if (form === null) problems.push(`"\${${body}}" is not a valid interpolation`);
      else if (form[1] === undefined) problems.push(`"\${${body}}" has no default: unset, it becomes empty (write \${${body}:-value})`);
      else problems.push(...interpolationsIn(form[1].replace(/^:?[-?+]/, '')));
      i = end + 1;
    } else if (next !== undefined && /[A-Za-z_]/.test(next)) {
      problems.push(`"$${/^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0] ?? ''}" has no default (write \${NAME:-value}, or $$ for a literal $)`);
      i += 1;
    } else {
      problems.push(`"$" at "${text.slice(i, i + 10)}" is not a valid interpolation (write $$ for a literal $)`);
      i += 1;
    }
  }
  return problems;
}

/** After merge keys are expanded, the environment is names to plain values: a mapping merged into the wrong place shows up as a nested value. */
function environmentProblems(name: string, service: ComposeService): string[] {
  const env = service.environment;
  if (env === undefined) return [];
  if (Array.isArray(env)) return env.filter((entry) => typeof entry !== 'string' || !/^[^=\s]+(=|$)/.test(entry)).map((entry) => `${name}: environment entry ${JSON.stringify(entry)} is not NAME=value`);
  if (!isObject(env)) return [`${name}: environment is neither a mapping nor a list`];
  return Object.entries(env).flatMap(([key, value]) => {
    if (key === '<<') return [`${name}: environment has an unexpanded merge key`];
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) return [`${name}: environment name "${key}" is not a variable name`];
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return [`${name}: environment ${key} is ${JSON.stringify(value)}, not a plain value`];
    return [];
  });
}

function dependencyProblems(name: string, service: ComposeService, services: Record<string, ComposeService>): string[] {
  const dependsOn = service.depends_on;
  if (dependsOn === undefined) return [];
  const entries = Array.isArray(dependsOn) ? dependsOn.map((target) => [target, 'service_started'] as const) : Object.entries(dependsOn).map(([target, how]) => [target, how?.condition] as const);
  return entries.flatMap(([target, condition]) => {
    const dependency = services[target];
    if (dependency === undefined) return [`${name}: depends on ${target}, which is not a service`];
    if (target === name) return [`${name}: depends on itself`];
    if (condition === 'service_healthy' && (dependency.healthcheck === undefined || dependency.healthcheck.disable === true)) {
      return [`${name}: waits for ${target} to be healthy, but ${target} has no health check`];
    }
    return [];
  });
}

function volumeProblems(name: string, service: ComposeService, declared: string[]): string[] {
  return (service.volumes ?? []).flatMap((volume) => {
    // `source:target[:mode]` or a long-form volume; a lone `target` is an anonymous volume.
    const source = typeof volume === 'string' ? (volume.includes(':') ? volume.slice(0, volume.indexOf(':')) : undefined) : volume.type === 'volume' ? volume.source : undefined;
    // Paths (./data, /srv, ~/x, ${DIR}) are bind mounts; anything else names a volume, which must be declared.
    if (source === undefined || source === '' || /^[./~$]/.test(source)) return [];
    return declared.includes(source) ? [] : [`${name}: uses volume ${source}, which volumes: does not declare`];
  });
}

/** An image pulled rather than built here names a release: a version tag or a digest, never a moving tag. */
function imageProblems(name: string, service: ComposeService): string[] {
  if (service.build !== undefined) return [];
  const image = service.image;
  if (typeof image !== 'string') return [`${name}: neither builds nor names an image`];
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return [];
  const tag = /:([\w][\w.-]{0,127})$/.exec(image.slice(image.lastIndexOf('/') + 1))?.[1];
  if (tag === undefined) return [`${name}: image ${image} has no tag, so it means :latest`];
  if (MOVING_TAGS.has(tag.toLowerCase()) || !/\d/.test(tag)) return [`${name}: image ${image} has the moving tag :${tag}; pin a release`];
  return [];
}
