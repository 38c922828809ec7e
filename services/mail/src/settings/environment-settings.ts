import type { EmailSettingsView } from '@reelmix/contracts';
import type { MailConfig } from '../mail.config';
import { deliveryChoice } from '../transport/delivery-choice';

/** `Name <address>` (the form of MAIL_FROM) split in two; a bare address has an empty name. */
export function senderOf(mailFrom: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1].trim(), address: match[2] };
  return { name: '', address: mailFrom.trim() };
}

/**
 * What the settings form shows before any admin saved: the environment's SMTP settings, which are
 * in use until then. The password is never shown, and `smtpPasswordSet` speaks only of a saved
 * password: the environment's is not copied into the table, so the first save must include one.
 * `waiting`: e-mails queued and not sent yet.
 */
export function environmentSettingsView(config: MailConfig, waiting: number): EmailSettingsView {
  const sender = senderOf(config.MAIL_FROM);
  return {
    delivery: { ...deliveryChoice(false, config), waiting },
    smtpHost: config.SMTP_HOST,
    smtpPort: config.SMTP_PORT,
    smtpUsername: config.SMTP_USER,
    smtpPassword: '',
    smtpPasswordSet: false,
    // SMTP_SECURE=false means STARTTLS (required unless SMTP_REQUIRE_TLS=false): the form's 'tls', the spec's default.
    smtpEncryption: config.SMTP_SECURE ? 'ssl' : 'tls',
    senderEmail: sender.address,
    senderName: sender.name,
  };
}
