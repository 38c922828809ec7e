import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkCompose } from './lib/compose-check';
import { ROOT } from './lib/render-overlay';

const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');

// An exact release, not a series: postgres:15.20, rabbitmq:3.10.8-management, mailpit's v1.31.4,
// MinIO's RELEASE.2025-09-07T16-13-09Z.
const EXACT_RELEASE = /:(?:v?\d+\.\d+(?:\.\d+)?(?:-[a-z0-9]+)*|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)$/;

describe('docker-compose.yml, as docker compose config would read it', () => {
  const { compose, problems } = checkCompose(readFileSync(COMPOSE_FILE, 'utf8'));

  it('conforms to the Compose Specification and to the project rules', () => {
    expect(problems).toEqual([]);
  });

  it('pins every image it pulls to an exact release', () => {
    const pulled = Object.entries(compose?.services ?? {}).filter(([, service]) => service.build === undefined);
    expect(pulled.map(([name]) => name).sort()).toEqual(['mailpit', 'minio', 'minio-setup', 'postgres', 'rabbitmq']);
    for (const [name, service] of pulled) expect({ name, image: service.image, exact: EXACT_RELEASE.test(service.image ?? '') }).toEqual({ name, image: service.image, exact: true });
  });
});

describe('the compose check itself', () => {
  const file = (services: string, extra = '') => `
name: demo
${extra}
services:
${services}
volumes:
  data:
`;
  const DB = `
  db:
    image: postgres:15.20
    volumes: ["data:/var/lib/postgresql/data"]
    healthcheck: { test: ["CMD", "pg_isready"] }`;
  const APP = `
  app:
    build: { context: . }
    environment:
      <<: *common
      PORT: "8080"
    depends_on:
      db: { condition: service_healthy }`;
  const COMMON = 'x-common: &common\n  NODE_ENV: development\n  ADMIN_EMAIL: ${ADMIN_EMAIL:-admin@example.com}';
  const problemsOf = (text: string) => checkCompose(text).problems;

  it('accepts a well-formed file, merge keys and defaults included', () => {
    const { compose, problems } = checkCompose(file(DB + APP, COMMON));
    expect(problems).toEqual([]);
    expect(compose?.services.app.environment).toEqual({ NODE_ENV: 'development', ADMIN_EMAIL: '${ADMIN_EMAIL:-admin@example.com}', PORT: '8080' });
  });

  it.each([
    ['an alias to no anchor', file(DB + APP.replace('<<: *common', 'COMMON: *missing'), COMMON), 'YAML: Unresolved alias (the anchor must be set before the alias): missing'],
    ['YAML that does not parse', file(DB + APP, COMMON) + '  bad: [unclosed', 'YAML: '],
    ['a key the specification does not have', file(DB.replace('volumes:', 'volume:') + APP, COMMON), '/services/db must NOT have additional properties (volume)'],
    ['a value of the wrong type', file(DB.replace('["CMD", "pg_isready"]', '{ cmd: pg_isready }') + APP, COMMON), '/services/db/healthcheck/test'],
    ['an anchor nothing uses', file(DB + APP, `${COMMON}\nx-unused: &unused\n  A: b`), 'anchor &unused is never used'],
    ['an x- block with no anchor', file(DB + APP, `${COMMON}\nx-orphan:\n  A: b`), 'x-orphan has no anchor, so nothing can use it'],
    ['a variable with no default', file(DB + APP, COMMON.replace('${ADMIN_EMAIL:-admin@example.com}', '${ADMIN_EMAIL}')), '"${ADMIN_EMAIL}" has no default'],
    ['a bare $VAR', file(DB + APP, COMMON.replace('${ADMIN_EMAIL:-admin@example.com}', 'mail-$DOMAIN')), '"$DOMAIN" has no default'],
    ['an interpolation that is not one', file(DB + APP, COMMON.replace('${ADMIN_EMAIL:-admin@example.com}', '${ADMIN EMAIL}')), 'is not a valid interpolation'],
    ['an unclosed interpolation', file(DB + APP, COMMON.replace('${ADMIN_EMAIL:-admin@example.com}', '${ADMIN_EMAIL:-x')), 'is never closed'],
    ['an environment that merged a mapping into a value', file(DB + APP.replace('<<: *common', 'COMMON: *common'), COMMON), 'app: environment COMMON is {"NODE_ENV":"development"'],
    ['a dependency that is not a service', file(DB + APP.replace('db: { condition', 'database: { condition'), COMMON), 'app: depends on database, which is not a service'],
    ['waiting for health that is never reported', file(DB.replace('healthcheck: { test: ["CMD", "pg_isready"] }', 'restart: always') + APP, COMMON), 'app: waits for db to be healthy, but db has no health check'],
    ['a volume nothing declares', file(DB.replace('data:/var', 'pgdata:/var') + APP, COMMON), 'db: uses volume pgdata, which volumes: does not declare'],
    ['an image with no tag', file(DB.replace('postgres:15.20', 'postgres') + APP, COMMON), 'db: image postgres has no tag, so it means :latest'],
    ['an image on a moving tag', file(DB.replace('postgres:15.20', 'postgres:latest') + APP, COMMON), 'db: image postgres:latest has the moving tag :latest'],
  ])('refuses %s', (_what, text, problem) => {
    expect(problemsOf(text)).toEqual(expect.arrayContaining([expect.stringContaining(problem)]));
  });
});
