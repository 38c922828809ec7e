import type {
  AdminAuditEntryView,
  AdminStatsView,
  AdminUserView,
  AdminView,
  AffiliateAdminView,
  EmailSettingsView,
  JobView,
  PayoutRunResult,
  WebhookStatusView,
} from '@reelmix/contracts';

export const USER_ID = '0b9f6d7e-3c1a-4f8e-9d2b-5a6c7e8f9a01';

export function anAdmin(overrides: Partial<AdminView> = {}): AdminView {
  return { id: 'a4d2c6e8-1b3f-4a5c-8e7d-9f0a1b2c3d4e', firstName: 'Ada', lastName: 'Admin', email: 'ada@reelmix.test', ...overrides };
}

export function aUser(overrides: Partial<AdminUserView> = {}): AdminUserView {
  return {
    id: USER_ID,
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Lopez',
    isPro: false,
    requestedPro: false,
    isAffiliate: false,
    affiliateCode: null,
    referrerId: null,
    // Noon UTC: the same calendar day in every time zone the tests run in.
    createdAt: '2025-01-15T12:00:00.000Z',
    stripeSubscriptionId: null,
    subscriptionStatus: null,
    ...overrides,
  };
}

/** `count` users with distinct ids and addresses, for paging. */
export function someUsers(count: number, from = 1): AdminUserView[] {
  return Array.from({ length: count }, (_, index) =>
    aUser({ id: `user-${from + index}`, email: `user${from + index}@example.com`, firstName: '', lastName: '' }),
  );
}

export function aJob(overrides: Partial<JobView> = {}): JobView {
  return {
    id: '7c1e',
    number: 1,
    name: '2025-02-01 hook',
    status: 'completed',
    message: '',
    createdAt: '2025-02-01T12:00:00.000Z',
    completedAt: '2025-02-01T12:05:00.000Z',
    isPaid: false,
    placements: [],
    introVideos: ['intro.mp4'],
    bodyVideos: ['body.mp4'],
    ctaVideos: ['cta.mp4'],
    outputVideos: [],
    progress: 100,
    counts: { intro: 1, body: 1, cta: 1, expectedOutputs: 1, producedOutputs: 1 },
    ...overrides,
  };
}

export function someStats(overrides: Partial<AdminStatsView> = {}): AdminStatsView {
  return {
    users: { total: 240, pro: 37, newThisMonth: 18 },
    jobs: { total: 1532, thisWeek: 64 },
    revenue: { total: 12345.5, thisMonth: 1073 },
    activity: [
      { action: 'New user registered', user: 'maria@example.com', date: '2025-02-03T12:00:00.000Z' },
      { action: 'Upgraded to Pro', user: 'sam@example.com', date: '2025-02-02T12:00:00.000Z' },
    ],
    system: { storage: { used: 12.5, total: 500 }, cpu: 23, memory: 71 },
    ...overrides,
  };
}

export function emailSettings(overrides: Partial<EmailSettingsView> = {}): EmailSettingsView {
  return {
    delivery: { transport: 'smtp', source: 'saved', canSend: true, waiting: 0 },
    smtpHost: 'smtp.mail.test',
    smtpPort: 2525,
    smtpUsername: 'mailer',
    smtpPassword: '',
    smtpPasswordSet: true,
    smtpEncryption: 'ssl',
    senderEmail: 'hello@reelmix.test',
    senderName: 'Reelmix',
    ...overrides,
  };
}

export function webhookStatus(overrides: Partial<WebhookStatusView> = {}): WebhookStatusView {
  return {
    webhookConfigured: true,
    webhookUrl: 'https://reelmix.test/api/webhooks/stripe',
    message: 'Webhook is configured',
    alreadyExists: true,
    ...overrides,
  };
}

export function anAffiliate(overrides: Partial<AffiliateAdminView> = {}): AffiliateAdminView {
  return {
    userId: 'aff-1',
    email: 'partner@example.com',
    affiliateCode: 'PARTNER1',
    enrolledAt: '2024-11-01T12:00:00.000Z',
    referrals: 4,
    balances: { pendingCents: 1160, approvedCents: 5800, paidCents: 11600, voidCents: 0 },
    payouts: [{ id: 'pay-1', amountCents: 11600, commissionCount: 20, createdAt: '2025-01-01T12:00:00.000Z' }],
    ...overrides,
  };
}

export function aPayoutRun(overrides: Partial<PayoutRunResult> = {}): PayoutRunResult {
  return {
    runAt: '2025-02-01T12:00:00.000Z',
    payouts: [{ payoutId: 'pay-2', affiliateId: 'aff-1', email: 'partner@example.com', amountCents: 5800, commissionCount: 10 }],
    csv: 'partner@example.com,58.00,USD,pay-2,Reelmix affiliate payout\n',
    rolledOver: 2,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AdminAuditEntryView> = {}): AdminAuditEntryView {
  return {
    id: 'e1',
    // Noon UTC: the same calendar day in every time zone the tests run in.
    at: '2025-03-10T12:00:00.000Z',
    adminId: anAdmin().id,
    adminEmail: anAdmin().email,
    action: 'email-settings-saved',
    target: { kind: 'setting', id: 'email-settings' },
    changes: { smtpPort: { before: 2525, after: 587 }, smtpPassword: { secret: true, changed: true } },
    ip: '203.0.113.9',
    ...overrides,
  };
}
