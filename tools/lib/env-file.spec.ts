import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateModule } from './evaluate-module';

const ENV_FILE = join(__dirname, 'env-file.mjs');
const START_SETTINGS = join(__dirname, 'start-settings.mjs');

describe('the .env loader', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reelmix-env-file-'));
  const file = join(dir, '.env');
  writeFileSync(
    file,
    [
      '# a comment on a line of its own',
      'NODE_ENV=test   # development | test | production',
      'MAIL_FROM="Reelmix <no-reply@reelmix.local>"',
      "STRIPE_WEBHOOK_SECRET='whsec_a#b'   # quoted: the # is part of the value",
      'SKIP_BUILD=                     # set to start from an existing build',
      'INTERNAL_TOKEN=',
      'export AMQP_URL=amqp://broker.internal:5672',
      '',
    ].join('\n'),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps quoted values whole and drops comments, on their own lines or after a value', () => {
    expect(evaluateModule(ENV_FILE, `imported.loadEnvFile(${JSON.stringify(file)})`)).toEqual({
      NODE_ENV: 'test',
      MAIL_FROM: 'Reelmix <no-reply@reelmix.local>',
      STRIPE_WEBHOOK_SECRET: 'whsec_a#b',
      SKIP_BUILD: '',
      INTERNAL_TOKEN: '',
      AMQP_URL: 'amqp://broker.internal:5672',
    });
  });

  it('reads nothing when there is no .env', () => {
    expect(evaluateModule(ENV_FILE, `imported.loadEnvFile(${JSON.stringify(join(dir, 'missing.env'))})`)).toEqual({});
  });

  describe("npm start's settings", () => {
    const settings = (environment: Record<string, string>) =>
      evaluateModule(START_SETTINGS, `imported.startSettings({ envFile: ${JSON.stringify(file)}, environment: ${JSON.stringify(environment)} })`) as Record<string, string>;

    it('take the environment over .env, and .env over the local defaults', () => {
      const merged = settings({ NODE_ENV: 'production' });
      expect(merged.NODE_ENV).toBe('production');
      expect(merged.AMQP_URL).toBe('amqp://broker.internal:5672');
      expect(merged.MAIL_FROM).toBe('Reelmix <no-reply@reelmix.local>');
      expect(merged.DATABASE_URL).toBe('postgres://postgres@localhost:5432/reelmix');
    });

    it('count an empty value as unset, as the services do', () => {
      const merged = settings({ DATABASE_URL: '' });
      expect(merged).not.toHaveProperty('SKIP_BUILD');
      expect(merged.INTERNAL_TOKEN).toMatch(/^[0-9a-f]{48}$/);
      expect(merged.DATABASE_URL).toBe('postgres://postgres@localhost:5432/reelmix');
    });
  });
});
