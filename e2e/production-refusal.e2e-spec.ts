import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_ENCRYPTION_KEYS, TEST_PASSWORD_HASHING } from '@reelmix/testing';
import { parse } from 'yaml';

/*
 * Each built service, started in production mode with settings that are only fit for one machine,
 * must stop before it connects to anything, exit non-zero and print every setting to fix in one
 * message. Needs `node tools/build.mjs services` first (npm test builds before Jest runs).
 */

const ROOT = join(__dirname, '..');
// Eighteen service starts in turn, each loading its modules before it refuses.
jest.setTimeout(600_000);
const SERVICES = ['gateway', 'auth', 'billing', 'uploads', 'jobs', 'render', 'mail', 'affiliates', 'webhooks'] as const;
type Service = (typeof SERVICES)[number];

interface Exit {
  code: number | null;
  output: string;
}

/** Runs a built service with exactly `env` (nothing inherited, so the test run's own settings cannot leak in). */
function start(service: Service, env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/services', service, 'src/main.js')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A process that got past its settings would be connecting, not exiting.
    const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Only a process that got past its settings lives this long (it would be connecting). Generous:
 * loading the service's modules takes seconds on a busy 2-core machine.
 */
const KILL_AFTER_MS = 90_000;

/** Every service started with its settings, two at a time: nine at once starve each other of CPU. */
async function startEach(settingsOf: (service: Service) => Record<string, string>): Promise<Exit[]> {
  const exits: Exit[] = [];
  for (let index = 0; index < SERVICES.length; index += 2) {
    exits.push(...(await Promise.all(SERVICES.slice(index, index + 2).map((service) => start(service, settingsOf(service))))));
  }
  return exits;
}

/** The settings the refusal names, one per `  - NAME: …` line. */
const namedSettings = (output: string) => [...new Set([...output.matchAll(/^ {2}- ([A-Z0-9_]+): refused in production/gm)].map((match) => match[1]))].sort();

/** A service's environment in docker-compose.yml, with `${NAME:-default}` taken at its default. */
function composeEnvironment(service: Service): Record<string, string> {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string | number> }>;
  };
  const environment = compose.services[service].environment ?? {};
  return Object.fromEntries(Object.entries(environment).map(([name, value]) => [name, String(value).replace(/^\$\{[A-Z_]+:-(.*)\}$/, '$1')]));
}

/** The settings the tests' stacks run with (e2e/fixtures, and what npm start adds to them). */
const TEST_SETTINGS = {
  AMQP_URL: 'amqp://guest:guest@localhost:5672/reelmix_e2e',
  DATABASE_URL: 'postgres://postgres@localhost:5432/reelmix_test',
  S3_ENDPOINT: '127.0.0.1',
  S3_PORT: '4569',
  S3_ACCESS_KEY: 'S3RVER',
  S3_SECRET_KEY: 'S3RVER',
  S3_BUCKET: 'reelmix-e2e',
  PUBLIC_URL: 'http://127.0.0.1:8080',
  INTERNAL_TOKEN: 'in-process-internal-token-0123456789',
  DOWNLOAD_LINK_SECRET: 'e2e-download-link-secret-0123456789abcdef',
  ...TEST_ENCRYPTION_KEYS,
  ...TEST_PASSWORD_HASHING,
  DEV_MAILBOX: 'true',
  STRIPE_SECRET_KEY: '',
};

const built = SERVICES.every((service) => existsSync(join(ROOT, 'dist/services', service, 'src/main.js')));

describe('production mode, as the built services start', () => {
  beforeAll(() => {
    if (!built) throw new Error('dist/services is missing: run `node tools/build.mjs services` first');
  });

  it("refuses docker-compose.yml's local settings, each service naming every one it reads", async () => {
    const exits = await startEach((service) => ({ ...composeEnvironment(service), NODE_ENV: 'production' }));
    const named = Object.fromEntries(SERVICES.map((service, index) => [service, namedSettings(exits[index].output)]));
    expect(named).toEqual({
      gateway: ['AMQP_URL', 'DOWNLOAD_LINK_SECRET', 'INTERNAL_TOKEN', 'PUBLIC_URL', 'S3_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
      auth: ['AMQP_URL', 'DATABASE_URL', 'RESET_LINK_KEY'],
      billing: ['AMQP_URL', 'BILLING_SETTINGS_KEY', 'DATABASE_URL', 'PUBLIC_URL', 'STRIPE_PRICE_ID', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY'],
      uploads: ['AMQP_URL', 'DATABASE_URL', 'INTERNAL_TOKEN', 'S3_SECRET_KEY'],
      jobs: ['AD_TOKENS_KEY', 'AMQP_URL', 'DATABASE_URL', 'S3_SECRET_KEY'],
      render: ['AMQP_URL', 'S3_SECRET_KEY'],
      mail: ['AMQP_URL', 'DATABASE_URL', 'DOWNLOAD_LINK_SECRET', 'MAIL_SETTINGS_KEY', 'PUBLIC_URL', 'RESET_LINK_KEY', 'SMTP_REQUIRE_TLS'],
      affiliates: ['AMQP_URL', 'DATABASE_URL', 'PUBLIC_URL'],
      webhooks: ['AMQP_URL', 'DATABASE_URL', 'WEBHOOKS_SECRETS_KEY'],
    });
    for (const [index, exit] of exits.entries()) {
      expect({ service: SERVICES[index], code: exit.code }).toEqual({ service: SERVICES[index], code: 1 });
      // One message, before anything was reached, with no secret in it.
      expect(exit.output).toContain(`${SERVICES[index]}: Invalid configuration:`);
      expect(exit.output).not.toMatch(/ready on port|ECONNREFUSED/);
      expect(exit.output).not.toContain('change-me');
      expect(exit.output).not.toContain('reelmix-secret');
    }
  });

  it("refuses the tests' settings, the dev mailbox, the built-in payment provider and the cheap password hashing among them", async () => {
    const exits = await startEach(() => ({ ...TEST_SETTINGS, NODE_ENV: 'production' }));
    const named = Object.fromEntries(SERVICES.map((service, index) => [service, namedSettings(exits[index].output)]));
    expect(named).toEqual({
      gateway: ['AMQP_URL', 'DEV_MAILBOX', 'DOWNLOAD_LINK_SECRET', 'INTERNAL_TOKEN', 'PUBLIC_URL', 'S3_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
      auth: ['AMQP_URL', 'PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_TIME_COST', 'RESET_LINK_KEY'],
      billing: ['AMQP_URL', 'BILLING_SETTINGS_KEY', 'PUBLIC_URL', 'STRIPE_PRICE_ID', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY'],
      uploads: ['AMQP_URL', 'INTERNAL_TOKEN', 'S3_SECRET_KEY'],
      jobs: ['AD_TOKENS_KEY', 'AMQP_URL', 'S3_SECRET_KEY'],
      render: ['AMQP_URL', 'S3_SECRET_KEY'],
      mail: ['AMQP_URL', 'DEV_MAILBOX', 'DOWNLOAD_LINK_SECRET', 'MAIL_SETTINGS_KEY', 'PUBLIC_URL', 'RESET_LINK_KEY'],
      affiliates: ['AMQP_URL', 'PUBLIC_URL'],
      webhooks: ['AMQP_URL', 'WEBHOOKS_SECRETS_KEY'],
    });
    for (const exit of exits) expect(exit.code).toBe(1);
    const mail = exits[SERVICES.indexOf('mail')].output;
    expect(mail).toContain('DEV_MAILBOX: refused in production: must be off');
    expect(mail).toContain('MAIL_SETTINGS_KEY: refused in production: is guessable');
    expect(exits[SERVICES.indexOf('billing')].output).toContain('STRIPE_SECRET_KEY: refused in production: must be set (empty runs the built-in test provider');
    expect(exits[SERVICES.indexOf('auth')].output).toContain("PASSWORD_HASH_MEMORY_KIB: refused in production: must be at least 19456 (OWASP's least argon2id cost");
  });

  it('takes the same settings in development, as npm start and the tests do', async () => {
    // Past its settings the process reaches for a broker that is not there (port 1): whether it
    // then waits or gives up, what stops it is not its settings.
    const child = spawn(process.execPath, [join(ROOT, 'dist/services/render/src/main.js')], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...TEST_SETTINGS, NODE_ENV: 'development', AMQP_URL: 'amqp://guest:guest@127.0.0.1:1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
    child.kill('SIGKILL');
    await exited;
    expect(output).not.toContain('Invalid configuration');
    expect(output).toMatch(/ECONNREFUSED|127\.0\.0\.1:1/);
  });
});
