/**
 * The kinds of mail the service sends. Stored in `outgoing_mail.kind` and part of its unique key,
 * so a name must not change once mail of that kind exists.
 * Billing will add 'trial-started', 'trial-ending' and 'subscription-cancelled' here, each with a
 * `<kind>.templates.ts` beside the others and a handler in notifications/.
 */
export type MailKind = 'password-reset' | 'job-completed' | 'job-failed';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}
