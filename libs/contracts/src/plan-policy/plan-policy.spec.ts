import {
  type Plan,
  PLANS,
  planFromPaidFlag,
  paidFlagOf,
  isPlan,
  planPolicy,
  fileLimitMbOf,
  largestFileMbOf,
  historyDepthOf,
  renderPriorityOf,
  LimitMessages,
  PRO_OFFERS,
  proOffer,
  JOB_OPENERS,
  NOTIFIED_JOB,
  planOf,
} from '.';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The plan limits and the fair-use quotas (docs/product-rules.md#plans-and-limits), as one table: what each plan may do. */
const TABLE: Record<Plan, ReturnType<typeof planPolicy>> = {
  free: {
    limits: { maxCombinations: 27, maxFilesPerSection: 3, maxTexts: 3, maxFileBytes: { intro: 50 * MB, body: 100 * MB, cta: 50 * MB } },
    quotas: { uploadsPerHour: 20, jobsInFlight: 2, outputsPerDay: 300, storedBytes: 10 * GB },
    renderPriority: 0,
    history: { listedJobs: 1, opensUnlistedJobs: false },
    clipRetention: 'latest-job',
    capabilities: { apiKeys: false, offeredUpgrade: true },
  },
  pro: {
    limits: { maxCombinations: 100, maxFilesPerSection: 10, maxTexts: 10, maxFileBytes: { intro: 200 * MB, body: 200 * MB, cta: 200 * MB } },
    quotas: { uploadsPerHour: 40, jobsInFlight: 5, outputsPerDay: 3000, storedBytes: 250 * GB },
    renderPriority: 1,
    history: { listedJobs: 200, opensUnlistedJobs: true },
    clipRetention: 'every-clip',
    capabilities: { apiKeys: true, offeredUpgrade: false },
  },
};

describe('plan policy', () => {
  it.each(PLANS)('gives the %s plan its limits, quotas, priority, history, retention and capabilities', (plan) => {
    expect(planPolicy(plan)).toEqual(TABLE[plan]);
    expect(historyDepthOf(plan)).toBe(TABLE[plan].history.listedJobs);
    expect(renderPriorityOf(plan)).toBe(TABLE[plan].renderPriority);
  });

  it('quotes file limits in whole megabytes, per section and at most', () => {
    expect(fileLimitMbOf('free', 'intro')).toBe(50);
    expect(fileLimitMbOf('free', 'body')).toBe(100);
    expect(largestFileMbOf('free')).toBe(100);
    expect(largestFileMbOf('pro')).toBe(200);
  });

  it('spells a plan as the views\' paid flag and back, and knows only its two plans', () => {
    for (const plan of PLANS) expect(planFromPaidFlag(paidFlagOf(plan))).toBe(plan);
    expect(isPlan('pro')).toBe(true);
    expect(isPlan('enterprise')).toBe(false);
    expect(isPlan(undefined)).toBe(false);
  });

  it('is Pro while a trial or a paid period runs, and free after it ended', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const state = (subscriptionStatus: 'active' | 'trialing' | 'canceled', end: string | null) => ({
      subscriptionStatus,
      subscriptionTrialEnd: end,
      subscriptionCurrentPeriodEnd: end,
    });
    expect(planOf(state('trialing', '2030-01-02T00:00:00Z'), now)).toBe('pro');
    expect(planOf(state('active', null), now)).toBe('pro');
    expect(planOf(state('active', '2029-12-31T00:00:00Z'), now)).toBe('free');
    expect(planOf(state('canceled', null), now)).toBe('free');
  });

  it('lets a service opening a job it was told about stand in for a plan', () => {
    expect(JOB_OPENERS).toEqual([...PLANS, NOTIFIED_JOB]);
  });
});

describe('limit messages', () => {
  it('quote the plan\'s numbers and offer Pro to free users only', () => {
    expect(LimitMessages.tooManyFiles('cta', 'free')).toBe('Maximum 3 files allowed for the CTA videos. Upgrade to Pro for up to 10 files per section.');
    expect(LimitMessages.tooManyFiles('intro', 'pro')).toBe('Maximum 10 files allowed for the intro videos.');
    expect(LimitMessages.tooManyCombinations(36, 27)).toBe('This would create 36 video combinations. Maximum allowed: 27');
    expect(LimitMessages.filesTooLarge(['a.mp4'], 'intro', 'free')).toBe('"a.mp4" is larger than 50MB, the limit for intro videos.');
    expect(LimitMessages.filesTooLarge(['a.mp4', 'b.mp4'], 'body', 'pro')).toBe('"a.mp4", "b.mp4" are larger than 200MB, the limit for body videos.');
  });

  it('end with what Pro allows, built from Pro\'s numbers', () => {
    expect(PRO_OFFERS).toMatchObject({
      files: 'Upgrade to Pro for up to 10 files per section.',
      combinations: 'Upgrade to Pro for up to 100 combinations.',
      largestFile: 'Pro allows up to 200MB per file.',
    });
    expect(PRO_OFFERS.sectionFileSize('intro')).toBe('Upgrade to Pro to upload files up to 200MB.');
    expect(proOffer('free', PRO_OFFERS.files)).toBe(' Upgrade to Pro for up to 10 files per section.');
    expect(proOffer('pro', PRO_OFFERS.files)).toBe('');
  });
});
