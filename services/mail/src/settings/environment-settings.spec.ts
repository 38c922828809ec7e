import { loadConfig } from '@reelmix/config';
import { MailConfig } from '../mail.config';
import { environmentSettingsView, senderOf } from './environment-settings';

const config = (env: Record<string, string>) =>
  loadConfig(MailConfig, { DOWNLOAD_LINK_SECRET: 'x'.repeat(32), ...env });

describe('environment settings', () => {
  it('splits MAIL_FROM into name and address', () => {
    expect(senderOf('Reelmix <no-reply@reelmix.local>')).toEqual({ name: 'Reelmix', address: 'no-reply@reelmix.local' });
    expect(senderOf('"Reelmix Support" <support@reelmix.test>')).toEqual({ name: 'Reelmix Support', address: 'support@reelmix.test' });
    expect(senderOf('  mail@reelmix.test ')).toEqual({ name: '', address: 'mail@reelmix.test' });
  });

  it('shows the defaults when the environment names no server, and that mail cannot be sent, only wait', () => {
    expect(environmentSettingsView(config({}), 3)).toEqual({
      delivery: { transport: 'none', source: 'environment', canSend: false, waiting: 3 },
      smtpHost: '',
      smtpPort: 587,
      smtpUsername: '',
      smtpPassword: '',
      smtpPasswordSet: false,
      smtpEncryption: 'tls',
      senderEmail: 'no-reply@reelmix.local',
      senderName: 'Reelmix',
    });
  });

  it('says mail goes to the dev mailbox only where npm start turned it on', () => {
    expect(environmentSettingsView(config({ DEV_MAILBOX: 'true' }), 0).delivery).toEqual({ transport: 'dev-mailbox', source: 'environment', canSend: true, waiting: 0 });
  });

  it('shows the environment server, never its password', () => {
    const view = environmentSettingsView(
      config({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASSWORD: 'secret', DEV_MAILBOX: 'true' }),
      0,
    );
    expect(view).toMatchObject({ delivery: { transport: 'smtp', source: 'environment', canSend: true, waiting: 0 }, smtpHost: 'smtp.example.com', smtpPort: 465, smtpUsername: 'u', smtpPassword: '', smtpEncryption: 'ssl' });
  });

  it('takes only a 64-hex-character MAIL_SETTINGS_KEY, and a download link secret of at least 32 characters', () => {
    expect(() => config({ MAIL_SETTINGS_KEY: 'abc' })).toThrow(/MAIL_SETTINGS_KEY/);
    expect(() => loadConfig(MailConfig, { DOWNLOAD_LINK_SECRET: 'short' })).toThrow(/DOWNLOAD_LINK_SECRET/);
    expect(config({ MAIL_SETTINGS_KEY: 'ab'.repeat(32) }).MAIL_SETTINGS_KEY).toBe('ab'.repeat(32));
  });
});
