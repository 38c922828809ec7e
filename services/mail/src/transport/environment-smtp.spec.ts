import { loadConfig } from '@reelmix/config';
import { MailConfig } from '../mail.config';
import { environmentSmtp } from './environment-smtp';

const smtpOf = (env: Record<string, string>) => environmentSmtp(loadConfig(MailConfig, { DOWNLOAD_LINK_SECRET: 'x'.repeat(32), SMTP_HOST: 'smtp.example.com', ...env }));

describe('the environment SMTP server', () => {
  it('requires STARTTLS unless a setting says not', () => {
    expect(smtpOf({}).security).toBe('starttls');
    expect(smtpOf({ SMTP_REQUIRE_TLS: 'true' }).security).toBe('starttls');
    expect(smtpOf({ SMTP_REQUIRE_TLS: 'false' }).security).toBe('starttls-if-offered');
  });

  it('speaks TLS from the first byte with SMTP_SECURE, whatever SMTP_REQUIRE_TLS says', () => {
    expect(smtpOf({ SMTP_SECURE: 'true', SMTP_PORT: '465' })).toMatchObject({ security: 'ssl', port: 465 });
    expect(smtpOf({ SMTP_SECURE: 'true', SMTP_REQUIRE_TLS: 'false' }).security).toBe('ssl');
  });
});
