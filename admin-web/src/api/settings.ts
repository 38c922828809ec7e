import type { EmailSettingsView, SmtpEncryption, WebhookStatusView } from '@reelmix/contracts';
import { apiRead, apiWrite, type RequestOptions } from './http';

/** `GET /api/admin/settings`: the password is never sent back; `smtpPasswordSet` says whether one is stored. */
export function fetchEmailSettings(options?: RequestOptions): Promise<EmailSettingsView> {
  return apiRead<EmailSettingsView>('/api/admin/settings', options);
}

export interface EmailSettingsChange {
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  /** Empty keeps the stored password. */
  smtpPassword: string;
  smtpEncryption: SmtpEncryption;
  senderEmail: string;
  senderName: string;
}

/** `POST /api/admin/settings`. */
export function saveEmailSettings(settings: EmailSettingsChange): Promise<EmailSettingsView> {
  return apiWrite<EmailSettingsView>('POST', '/api/admin/settings', settings);
}

/** `POST /api/admin/settings/test-email`: one message through the saved settings. */
export function sendTestEmail(to?: string): Promise<{ queued: boolean }> {
  return apiWrite<{ queued: boolean }>('POST', '/api/admin/settings/test-email', { to });
}

/** `GET /api/webhook-status`. */
export function fetchWebhookStatus(options?: RequestOptions): Promise<WebhookStatusView> {
  return apiRead<WebhookStatusView>('/api/webhook-status', options);
}

/** `POST /api/setup-webhook`. */
export function setupWebhook(): Promise<WebhookStatusView> {
  return apiWrite<WebhookStatusView>('POST', '/api/setup-webhook');
}
