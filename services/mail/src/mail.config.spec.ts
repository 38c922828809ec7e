import { ConfigError, loadConfig } from '@reelmix/config';
import { randomBytes } from 'node:crypto';
import { MailConfig } from './mail.config';

const secret = () => randomBytes(32).toString('hex');

/** What a deployment sets: its own database and broker accounts, an SMTP server, keys of its own. */
const deployment = () => ({
  NODE_ENV: 'production',
  AMQP_URL: `amqps://mail:${secret()}@broker.internal:5671/reelmix`,
  DATABASE_URL: `postgres://mail:${secret()}@db.internal:5432/reelmix`,
  PUBLIC_URL: 'https://app.reelmix.example',
  SMTP_HOST: 'smtp.example.com',
  SMTP_PASSWORD: secret(),
  MAIL_SETTINGS_KEY: secret(),
  RESET_LINK_KEY: secret(),
  DOWNLOAD_LINK_SECRET: secret(),
});

function refusedSettings(env: Record<string, string>): string[] {
  try {
    loadConfig(MailConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.split(':')[0]).sort();
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('MailConfig in production', () => {
  it("starts with a deployment's own settings", () => {
    expect(loadConfig(MailConfig, deployment()).DEV_MAILBOX).toBe(false);
  });

  it('also starts with no SMTP server at all: mail then waits for an admin to save one', () => {
    expect(loadConfig(MailConfig, { ...deployment(), SMTP_HOST: '', SMTP_PASSWORD: '' }).SMTP_HOST).toBe('');
  });

  it('refuses the dev mailbox, missing keys and an http address at once', () => {
    expect(refusedSettings({ ...deployment(), DEV_MAILBOX: 'true', MAIL_SETTINGS_KEY: '', RESET_LINK_KEY: '', PUBLIC_URL: 'http://localhost:8080' })).toEqual([
      'DEV_MAILBOX',
      'MAIL_SETTINGS_KEY',
      'PUBLIC_URL',
      'RESET_LINK_KEY',
    ]);
  });

  it('refuses a published or patterned key and secret', () => {
    expect(
      refusedSettings({
        ...deployment(),
        MAIL_SETTINGS_KEY: '6c6f63616c2d6f6e6c792d6b65792d6368616e67652d6d652d706c6561736521',
        DOWNLOAD_LINK_SECRET: 'x'.repeat(40),
        SMTP_PASSWORD: 'CHANGE_ME',
      }),
    ).toEqual(['DOWNLOAD_LINK_SECRET', 'MAIL_SETTINGS_KEY', 'SMTP_PASSWORD']);
  });

  it('requires STARTTLS of the SMTP server by default, and refuses turning that off', () => {
    expect(loadConfig(MailConfig, deployment()).SMTP_REQUIRE_TLS).toBe(true);
    expect(refusedSettings({ ...deployment(), SMTP_REQUIRE_TLS: 'false' })).toEqual(['SMTP_REQUIRE_TLS']);
  });

  it('lets development keep the dev mailbox and test keys', () => {
    const config = loadConfig(MailConfig, { DEV_MAILBOX: 'true', DOWNLOAD_LINK_SECRET: 'x'.repeat(32), MAIL_SETTINGS_KEY: 'ab'.repeat(32), SMTP_REQUIRE_TLS: 'false' });
    expect(config.DEV_MAILBOX).toBe(true);
    expect(config.SMTP_REQUIRE_TLS).toBe(false);
  });
});
