/**
 * The admin audit log's vocabulary, shared by the services that write it, auth that keeps it and
 * the admin app that lists it. Plain code only: the admin app imports it as values.
 *
 * Action codes are stored in `auth.admin_audit_log.action` (a check constraint lists them), so
 * they are frozen: add new ones, never rename one.
 */
export const ADMIN_AUDIT_ACTIONS = [
  // Signing in and out (auth).
  'login',
  'login-failed',
  'logout',
  // Admin accounts (auth).
  'admin-created',
  'profile-updated',
  'password-changed',
  'password-change-failed',
  // Customer accounts (auth).
  'pro-user-created',
  'user-deleted',
  'requested-pro-cleared',
  // Plans and payments (billing).
  'complimentary-pro-set',
  'pro-cancelled',
  'stripe-webhook-set-up',
  // Mail (mail).
  'email-settings-saved',
  'user-mailed',
  'test-email-sent',
  // The affiliate programme (affiliates).
  'payout-created',
  'payouts-run',
] as const;

export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

export function isAdminAuditAction(value: unknown): value is AdminAuditAction {
  return typeof value === 'string' && (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** What an entry names as acted on: an account by id only (never its address), or a setting by name. */
export const AUDIT_TARGET_KINDS = ['user', 'admin', 'setting'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export interface AuditTarget {
  kind: AuditTargetKind;
  id: string;
}

/** The settings an entry can name as its target. */
export const AUDITED_SETTINGS = {
  emailSettings: 'email-settings',
  stripeWebhook: 'stripe-webhook',
} as const;

/** A field's value as the log keeps it: a scalar, so no object can smuggle a secret into it. */
export type AuditValue = string | number | boolean | null;

/**
 * One field of an entry's `changes`: its value before and after, or, for a secret (a password, a
 * signing key), only whether it changed. The secret's value is never written anywhere in the log.
 */
export type AuditChange = { before: AuditValue; after: AuditValue } | { secret: true; changed: boolean };

export type AuditChanges = Record<string, AuditChange>;

/**
 * The fields that differ between `before` (null: the thing did not exist) and `after`, each with
 * both values, plus every secret named in `secrets` as changed or not. Unchanged plain fields are
 * left out, so an entry shows what the action changed.
 */
export function auditChanges(
  before: Readonly<Record<string, AuditValue>> | null,
  after: Readonly<Record<string, AuditValue>>,
  secrets: Readonly<Record<string, boolean>> = {},
): AuditChanges {
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before ? (before[field] ?? null) : null;
    if (before === null || previous !== value) changes[field] = { before: previous, after: value };
  }
  for (const [field, changed] of Object.entries(secrets)) changes[field] = { secret: true, changed };
  return changes;
}

const isAuditValue = (value: unknown): value is AuditValue =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** The shape check the audit event's validator and the log's reader share. */
export function isAuditChanges(value: unknown): value is AuditChanges {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value as Record<string, unknown>).every((change) => {
    if (change === null || typeof change !== 'object' || Array.isArray(change)) return false;
    const keys = Object.keys(change).sort().join(',');
    const entry = change as Record<string, unknown>;
    if (keys === 'changed,secret') return entry.secret === true && typeof entry.changed === 'boolean';
    return keys === 'after,before' && isAuditValue(entry.before) && isAuditValue(entry.after);
  });
}

/** The most entries one page of the log may ask for. */
export const ADMIN_AUDIT_PAGE_MAX = 100;

/** One entry of `GET /api/admin/audit-log`. */
export interface AdminAuditEntryView {
  id: string;
  /** When the action was done (ISO 8601). */
  at: string;
  /** Null for a failed sign-in with an e-mail that is no admin's. */
  adminId: string | null;
  /** The admin's e-mail at the time (for a failed sign-in, the e-mail that was tried). */
  adminEmail: string;
  action: AdminAuditAction;
  target: AuditTarget | null;
  changes: AuditChanges;
  /** The client address the gateway saw, when it knew one. */
  ip: string | null;
}

/** A page of the log, newest first, with every admin for the filter. */
export interface AdminAuditPageView {
  entries: AdminAuditEntryView[];
  total: number;
  admins: Array<{ id: string; email: string }>;
}
