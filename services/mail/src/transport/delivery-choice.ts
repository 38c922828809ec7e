import type { MailDeliveryView } from '@reelmix/contracts';
import type { MailConfig } from '../mail.config';

export type DeliveryChoice = Omit<MailDeliveryView, 'waiting'>;

/**
 * The one rule for where mail goes: settings an admin saved, else the environment's SMTP server,
 * else the dev mailbox when DEV_MAILBOX is on (`npm start` only), else nowhere: mail waits in the
 * outbox until an admin saves SMTP settings. The sender builds its transport from it and the
 * settings view reports it, so what the admin app says about sending is what the sender does.
 */
export function deliveryChoice(hasSavedSettings: boolean, config: Pick<MailConfig, 'SMTP_HOST' | 'DEV_MAILBOX'>): DeliveryChoice {
  if (hasSavedSettings) return { transport: 'smtp', source: 'saved', canSend: true };
  if (config.SMTP_HOST) return { transport: 'smtp', source: 'environment', canSend: true };
  // The dev mailbox keeps every mail, so sending works (the test e-mail included).
  if (config.DEV_MAILBOX) return { transport: 'dev-mailbox', source: 'environment', canSend: true };
  return { transport: 'none', source: 'environment', canSend: false };
}
