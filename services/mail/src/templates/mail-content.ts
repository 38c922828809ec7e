/**
 * The kinds of mail the service sends. Stored in `outgoing_mail.kind` and part of its unique key,
 * so a name must not change once mail of that kind exists. Each has a `<kind>.templates.tsx`
 * beside this file and a handler in notifications/ (`admin-message`: admin-mail/).
 */
export type MailKind =
  | 'password-reset'
  | 'job-completed'
  | 'job-failed'
  | 'trial-started'
  | 'trial-ending'
  | 'subscription-cancelled'
  | 'payment-receipt'
  | 'admin-message';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}
