import type { MailDeliveryView } from '@reelmix/contracts';
import type { MailConfig } from '../mail.config';

/**
 * The one rule for where mail goes: settings an admin saved, else the environment's SMTP server,
 * else the dev mailbox. The sender builds its transport from it and the settings view reports it,
 * so what the admin app says about sending is what the sender does.
 */
export function deliveryChoice(hasSavedSettings: boolean, config: Pick<MailConfig, 'SMTP_HOST'>): MailDeliveryView {
  if (hasSavedSettings) return { transport: 'smtp', source: 'saved', canSend: true };
  if (config.SMTP_HOST) return { transport: 'smtp', source: 'environment', canSend: true };
  // The dev mailbox keeps every mail, so sending works (the test e-mail included).
  return { transport: 'dev-mailbox', source: 'environment', canSend: true };
}
