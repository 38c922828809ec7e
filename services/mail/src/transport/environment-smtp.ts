import type { MailConfig } from '../mail.config';
import type { SmtpSecurity, SmtpSettings } from './smtp-mail.transport';

type SmtpEnvironment = Pick<MailConfig, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_REQUIRE_TLS' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'MAIL_FROM'>;

/**
 * How the environment's settings protect the connection: TLS from the first byte with
 * SMTP_SECURE, else STARTTLS, required unless SMTP_REQUIRE_TLS says otherwise (a local capture
 * server that offers none; production refuses that).
 */
export function environmentSecurity(config: Pick<SmtpEnvironment, 'SMTP_SECURE' | 'SMTP_REQUIRE_TLS'>): SmtpSecurity {
  if (config.SMTP_SECURE) return 'ssl';
  return config.SMTP_REQUIRE_TLS ? 'starttls' : 'starttls-if-offered';
}

/** The SMTP server of the environment, used while no admin has saved settings. */
export function environmentSmtp(config: SmtpEnvironment): SmtpSettings {
  return {
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    security: environmentSecurity(config),
    user: config.SMTP_USER,
    password: config.SMTP_PASSWORD,
    from: config.MAIL_FROM,
  };
}
