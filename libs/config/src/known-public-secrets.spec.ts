import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isKnownPublicSecret } from './known-public-secrets';

const ROOT = join(__dirname, '../../..');

/** Settings and server variables that hold a secret (not STRIPE_PUBLISHABLE_KEY nor S3_ACCESS_KEY, which are names). */
const SECRET_NAME =
  'INTERNAL_TOKEN|DOWNLOAD_LINK_SECRET|MAIL_SETTINGS_KEY|RESET_LINK_KEY|WEBHOOKS_SECRETS_KEY|BILLING_SETTINGS_KEY|AD_TOKENS_KEY|S3_SECRET_KEY|SMTP_PASSWORD|ADMIN_PASSWORD|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|POSTGRES_PASSWORD|RABBITMQ_DEFAULT_PASS|MINIO_ROOT_PASSWORD';

/** `NAME=value`, `NAME: value` and `- NAME=value` lines (commented-out examples too), as env files, Compose and kustomize write them. */
const SETTING_LINE = new RegExp(`^[ \\t]*(?:#[ \\t]*)?(?:-[ \\t]*)?(?:${SECRET_NAME})[ \\t]*[=:][ \\t]*(.*)$`, 'gm');
/** A string literal given to such a setting in TypeScript (`INTERNAL_TOKEN = '…'`, `secretKey: '…'`), not one an expression builds on. */
const SETTING_LITERAL = new RegExp(`\\b(?:[A-Z_]*(?:${SECRET_NAME})|secretKey)\\s*[:=]\\s*'([^']*)'(?!\\.)`, 'g');
/** The password of any URL with credentials. */
const URL_PASSWORD = /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@'"]+:([^\s@/'"]+)@/g;

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name));
}

/** Where the repository writes settings: the deployment examples, and the tests' own stacks. */
const DEPLOYMENT_FILES = ['docker-compose.yml', '.env.example', 'deploy/k8s/secrets.example.env', ...filesUnder('deploy/k8s', '.yaml')];
const TEST_FILES = [
  ...filesUnder('e2e/fixtures', '.ts'),
  ...['gateway', 'mail', 'uploads', 'auth', 'billing'].flatMap((service) => filesUnder(`services/${service}/test/support`, '.ts')),
  'libs/testing/src/s3-test-server.ts',
  'tools/faults/fault-stack.ts',
];

function committedSecrets(): { file: string; value: string }[] {
  const found: { file: string; value: string }[] = [];
  const add = (file: string, value: string) => {
    const bare = decodeURIComponent(value.trim().replace(/\s+#.*$/, '').replace(/^(["'])(.*)\1$/, '$2'));
    // Empty, or filled in from the operator's environment (`${ADMIN_PASSWORD:-}`): nothing committed.
    if (bare !== '' && !bare.startsWith('${')) found.push({ file, value: bare });
  };
  for (const file of [...DEPLOYMENT_FILES, ...TEST_FILES]) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const values = file.endsWith('.ts') ? text.matchAll(SETTING_LITERAL) : text.matchAll(SETTING_LINE);
    for (const [, value] of values) add(file, value);
    for (const [, password] of text.matchAll(URL_PASSWORD)) add(file, password);
  }
  return found;
}

describe('the published secrets production refuses', () => {
  const secrets = committedSecrets();

  it('finds the secrets the repository commits', () => {
    // A check that found nothing would pass whatever the files say.
    expect(secrets.map(({ value }) => value)).toEqual(expect.arrayContaining(['local-internal-token-change-me', 'reelmix', 'guest', 'CHANGE_ME']));
  });

  it('lists every one of them', () => {
    const missing = secrets.filter(({ value }) => !isKnownPublicSecret(value)).map(({ file, value }) => `${relative(ROOT, join(ROOT, file))}: ${value}`);
    expect(missing).toEqual([]);
  });
});
