import type { EmailSettingsView, SmtpEncryption } from '@reelmix/contracts';
import { z } from 'zod';

/** What a new form starts with (docs/product-rules.md#e-mail-settings). */
export const DEFAULT_SMTP_PORT = 587;
export const DEFAULT_SMTP_ENCRYPTION: SmtpEncryption = 'tls';

export const ENCRYPTION_OPTIONS: ReadonlyArray<{ value: SmtpEncryption; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'tls', label: 'TLS' },
  { value: 'ssl', label: 'SSL' },
];

const PORT_REQUIRED = 'SMTP port is required';

/**
 * docs/product-rules.md#e-mail-settings. The password is never sent back, so once one is stored a blank
 * field keeps it; only a form without a stored password requires one.
 */
export function emailSettingsSchema(passwordStored: boolean) {
  return z.object({
    smtpHost: z.string().trim().min(1, 'SMTP host is required'),
    smtpPort: z.number({ error: PORT_REQUIRED }).int(PORT_REQUIRED).min(1, PORT_REQUIRED).max(65535, 'SMTP port must be 65535 or less'),
    smtpUsername: z.string().trim().min(1, 'SMTP username is required'),
    smtpPassword: passwordStored ? z.string() : z.string().min(1, 'SMTP password is required'),
    smtpEncryption: z.enum(['none', 'tls', 'ssl']),
    senderEmail: z.string().trim().pipe(z.email('Invalid email address')),
    senderName: z.string().trim().min(1, 'Sender name is required'),
  });
}

export type EmailSettingsValues = z.infer<ReturnType<typeof emailSettingsSchema>>;

/** The form's starting values: the stored settings with the defaults where they are empty. */
export function toFormValues(settings: EmailSettingsView): EmailSettingsValues {
  return {
    smtpHost: settings.smtpHost ?? '',
    smtpPort: settings.smtpPort || DEFAULT_SMTP_PORT,
    smtpUsername: settings.smtpUsername ?? '',
    smtpPassword: '',
    smtpEncryption: settings.smtpEncryption || DEFAULT_SMTP_ENCRYPTION,
    senderEmail: settings.senderEmail ?? '',
    senderName: settings.senderName ?? '',
  };
}
