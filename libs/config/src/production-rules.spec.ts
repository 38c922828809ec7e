import { IsString } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseConfig } from './base.config';
import { ConfigError } from './config-error';
import { WithDevMailboxSetting } from './dev-mailbox-setting';
import { loadConfig } from './load-config';
import { defaultNodeEnv } from './node-env';
import { httpsUrl, required, SafeInProduction, strongSecret, unpublished, unpublishedUrlPassword } from './production-rules';
import { WithStorageSettings } from './storage-settings';

/** A service's settings as every kind of rule sees them: URLs, a shared secret, a flag, a password. */
class ExampleConfig extends WithDevMailboxSetting(WithStorageSettings(DatabaseConfig)) {
  @IsString() @SafeInProduction(httpsUrl)
  PUBLIC_URL: string = 'http://localhost:8080';

  @IsString() @SafeInProduction(required('it proves a request came from a neighbour'), strongSecret)
  SHARED_SECRET: string = '';
}

const random = (bytes: number) => randomBytes(bytes).toString('hex');

/** What a deployment would set: its own passwords and keys, https. */
const safe = () => ({
  NODE_ENV: 'production',
  AMQP_URL: `amqps://mail:${random(16)}@broker.internal:5671/reelmix`,
  DATABASE_URL: `postgres://mail:${random(16)}@db.internal:5432/reelmix`,
  S3_ENDPOINT: 's3.internal',
  S3_ACCESS_KEY: 'mail',
  S3_SECRET_KEY: random(20),
  PUBLIC_URL: 'https://app.reelmix.example',
  SHARED_SECRET: random(32),
});

/** docker-compose.yml's values, and the tests' dev mailbox. */
const local = {
  AMQP_URL: 'amqp://reelmix:reelmix@rabbitmq:5672',
  DATABASE_URL: 'postgres://reelmix:reelmix@postgres:5432/reelmix',
  S3_SECRET_KEY: 'reelmix-secret',
  PUBLIC_URL: 'http://localhost:8080',
  SHARED_SECRET: 'local-download-link-secret-change-me-0123456789',
  DEV_MAILBOX: 'true',
};

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(ExampleConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

const settingOf = (problem: string) => problem.slice(0, problem.indexOf(':'));

describe('production mode', () => {
  it('accepts a deployment’s own settings', () => {
    expect(loadConfig(ExampleConfig, safe()).NODE_ENV).toBe('production');
  });

  it('refuses the local settings, naming every unsafe one at once, each with why', () => {
    const { problems, message } = refusal({ ...local, NODE_ENV: 'production' });
    expect(problems.map(settingOf).sort()).toEqual(['AMQP_URL', 'DATABASE_URL', 'DEV_MAILBOX', 'PUBLIC_URL', 'S3_SECRET_KEY', 'SHARED_SECRET']);
    expect(problems.every((problem) => problem.includes('refused in production: '))).toBe(true);
    expect(message).toContain('PUBLIC_URL: refused in production: must be an https:// address');
    expect(message).toContain('DEV_MAILBOX: refused in production: must be off');
    expect(message).toContain('SHARED_SECRET: refused in production: is a value published in this repository');
    // The refusal itself names no secret, and no password out of a URL.
    expect(message).not.toContain('reelmix-secret');
    expect(message).not.toContain('change-me');
    expect(message).not.toContain('reelmix:reelmix');
    expect(message).toContain('"amqp://reelmix:***@rabbitmq:5672"');
  });

  it('refuses what is missing, and defaults that carry a published password', () => {
    const { problems } = refusal({ NODE_ENV: 'production', PUBLIC_URL: 'https://app.reelmix.example' });
    expect(problems.sort()).toEqual([
      'AMQP_URL: refused in production: its password is published in this repository or is the server default: give the service an account of its own (not set: the default)',
      'SHARED_SECRET: refused in production: must be set (it proves a request came from a neighbour) (missing)',
    ]);
  });

  it('leaves development and test alone', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig(ExampleConfig, { ...local, NODE_ENV });
      expect(config.DEV_MAILBOX).toBe(true);
      expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    }
    expect(loadConfig(ExampleConfig, {}).DEV_MAILBOX).toBe(false);
  });

  it('wants https for loopback too', () => {
    expect(httpsUrl('http://127.0.0.1:8080')).not.toBeNull();
    expect(httpsUrl('http://localhost')).not.toBeNull();
    expect(httpsUrl('https://localhost:8443')).toBeNull();
  });

  it('knows the broker logs in as guest:guest when the URL names no user', () => {
    const amqp = unpublishedUrlPassword('guest');
    expect(amqp('amqp://localhost:5672')).not.toBeNull();
    expect(amqp('amqp://guest:guest@localhost:5672')).not.toBeNull();
    expect(amqp('amqp://render:CHANGE%5FME@broker:5672')).not.toBeNull();
    expect(amqp('amqp://render@broker:5672')).toBeNull();
    expect(amqp(`amqp://render:${random(16)}@broker:5672`)).toBeNull();
    expect(unpublishedUrlPassword()('postgres://postgres@localhost:5432/reelmix')).toBeNull();
  });

  describe('shared secrets', () => {
    it('accept what a random generator makes', () => {
      for (const value of [random(16), random(24), random(32), randomBytes(32).toString('base64url')]) expect(strongSecret(value)).toBeNull();
    });

    it('refuse published, short and patterned values, saying how to make a good one', () => {
      expect(strongSecret('CHANGE_ME')).toMatch(/published in this repository: make one with `openssl rand -hex 32`/);
      expect(strongSecret(random(12))).toMatch(/at least 32 characters/);
      // The tests' MAIL_SETTINGS_KEY, and what people type to pass a length check.
      for (const value of ['0123456789abcdef'.repeat(4), 'x'.repeat(32), 'ab'.repeat(32), `${'a'.repeat(40)}b`, 'abcdefghijklmnopqrstuvwxyz012345', 'password'.repeat(4)]) {
        expect(strongSecret(value)).toMatch(/guessable/);
      }
    });

    it('leave an empty value to the setting’s own rules', () => {
      expect(strongSecret('')).toBeNull();
      expect(unpublished('')).toBeNull();
    });
  });
});

describe('NODE_ENV when unset', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'node-env-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is production in a service image (its marker file present), development elsewhere', () => {
    const marker = join(dir, 'reelmix-image');
    expect(defaultNodeEnv(marker)).toBe('development');
    writeFileSync(marker, '');
    expect(defaultNodeEnv(marker)).toBe('production');
  });
});
