import {
  type AdminAuditAction,
  AUDITED_SETTINGS,
  type AuditChange,
  type AuditTarget,
  type AuditValue,
} from '@reelmix/contracts/browser';
import { formatCents } from '../../lib/format';

/** Every audit action in words; the type makes a new action without words a compile error. */
export const AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  login: 'Signed in',
  'login-failed': 'Failed sign-in',
  logout: 'Signed out',
  'admin-created': 'Admin account created',
  'profile-updated': 'Profile updated',
  'password-changed': 'Password changed',
  'password-change-failed': 'Password change refused',
  'pro-user-created': 'Pro user created',
  'user-deleted': 'User deleted',
  'requested-pro-cleared': 'Pro request cleared',
  'complimentary-pro-set': 'Complimentary Pro set',
  'pro-cancelled': 'Pro cancelled',
  'stripe-webhook-set-up': 'Stripe webhook set up',
  'email-settings-saved': 'E-mail settings saved',
  'user-mailed': 'E-mail sent to user',
  'test-email-sent': 'Test e-mail sent',
  'payout-created': 'Payout made',
  'payouts-run': 'Monthly payouts run',
};

const SETTING_LABELS: Record<string, string> = {
  [AUDITED_SETTINGS.emailSettings]: 'E-mail settings',
  [AUDITED_SETTINGS.stripeWebhook]: 'Stripe webhook',
};

const FIELD_LABELS: Record<string, string> = {
  smtpHost: 'SMTP host',
  smtpPort: 'SMTP port',
  smtpUsername: 'SMTP username',
  smtpPassword: 'SMTP password',
  smtpEncryption: 'Encryption',
  senderEmail: 'Sender e-mail',
  senderName: 'Sender name',
  isPro: 'Pro',
  requestedPro: 'Pro requested',
  subscription: 'Subscription',
  subscriptionStatus: 'Subscription status',
  cancellationReason: 'Reason',
  url: 'Webhook URL',
  endpointId: 'Stripe endpoint',
  signingSecret: 'Signing secret',
  payoutId: 'Payout',
  amountCents: 'Amount',
  totalCents: 'Total',
  commissionCount: 'Commissions',
  payouts: 'Payouts',
  rolledOver: 'Balances carried over',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  subject: 'Subject',
  template: 'Template',
};

/** Fields that hold cents, shown as dollars. */
const CENTS_FIELDS = new Set(['amountCents', 'totalCents']);

/** A field's name in words: a known one's label, else its camelCase name split ('someField' → 'Some field'). */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueInWords(field: string, value: AuditValue): string {
  if (value === null || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && CENTS_FIELDS.has(field)) return formatCents(value);
  return String(value);
}

/** One change in words: 'SMTP port: 2525 → 587', 'Amount: $60.00', 'SMTP password changed'. */
export function changeInWords(field: string, change: AuditChange): string {
  const label = fieldLabel(field);
  if ('secret' in change) return `${label} ${change.changed ? 'changed' : 'unchanged'}`;
  if (change.before === null) return `${label}: ${valueInWords(field, change.after)}`;
  return `${label}: ${valueInWords(field, change.before)} → ${valueInWords(field, change.after)}`;
}

/** What an entry acted on, in words; accounts by id, since the log keeps no customer's address. */
export function targetInWords(target: AuditTarget, admins: ReadonlyArray<{ id: string; email: string }>): string {
  if (target.kind === 'setting') return SETTING_LABELS[target.id] ?? fieldLabel(target.id);
  if (target.kind === 'admin') return `Admin ${admins.find((admin) => admin.id === target.id)?.email ?? target.id}`;
  return `User ${target.id}`;
}
