/**
 * Every react-query key of the customer app. Hooks read with these and mutations invalidate with
 * them; keys share a first element per resource so one prefix invalidates a whole family
 * (e.g. `['jobs']` refreshes the history and any open job).
 */
export const queryKeys = {
  currentUser: ['auth', 'me'] as const,
  /** The account's signed-in devices (Account page); dropped at sign-out with the rest of the account. */
  sessions: ['auth', 'sessions'] as const,
  jobs: ['jobs'] as const,
  userJobs: ['jobs', 'user'] as const,
  job: (jobId: string) => ['jobs', 'detail', jobId] as const,
  jobFraming: (jobId: string) => ['jobs', 'framing', jobId] as const,
  jobPlan: (jobId: string) => ['jobs', 'plan', jobId] as const,
  /** The ads export reports a job keeps; under `jobs`, since they go when the job goes. */
  jobReports: (jobId: string) => ['jobs', 'reports', jobId] as const,
  /** The customer's other jobs' output names that bear on reading this job's export. */
  otherJobsNames: (jobId: string) => ['jobs', 'other-jobs-names', jobId] as const,
  /** A job's publishes to ad platforms, each with its outputs' progress; under `jobs`, since they go with the job. */
  jobPublications: (jobId: string) => ['jobs', 'publications', jobId] as const,
  /** A job's live results from its published ads, read with one metric. */
  jobLiveResults: (jobId: string, metric: string) => ['jobs', 'live-results', jobId, metric] as const,
  /** The customer's clip library; deleting a clip changes jobs too, so both are refreshed then. */
  clipLibrary: ['clips'] as const,
  /** Everything of the Developer area (keys, webhook endpoints and their deliveries), dropped together at sign-out. */
  developer: ['developer'] as const,
  apiKeys: ['developer', 'api-keys'] as const,
  webhookEndpoints: ['developer', 'webhooks'] as const,
  webhookDeliveries: (endpointId: string) => ['developer', 'webhooks', endpointId, 'deliveries'] as const,
  /**
   * The connected Meta login and what it reaches (Integrations page, publish form). Under
   * `developer` so sign-out drops them with the account's other connections.
   */
  metaConnection: ['developer', 'integrations', 'meta'] as const,
  metaAdAccounts: ['developer', 'integrations', 'meta', 'ad-accounts'] as const,
  metaAdSets: (adAccountId: string) => ['developer', 'integrations', 'meta', 'ad-sets', adAccountId] as const,
  metaPages: ['developer', 'integrations', 'meta', 'pages'] as const,
  /** The customer's latest publish: the publish form's starting destination and texts. */
  metaLastPublication: ['developer', 'integrations', 'meta', 'last-publication'] as const,
  /** The connected TikTok token, its advertisers, and each advertiser's ad groups and identities; under `developer` as Meta's. */
  tiktokConnection: ['developer', 'integrations', 'tiktok'] as const,
  tiktokAdGroups: (advertiserId: string) => ['developer', 'integrations', 'tiktok', 'ad-groups', advertiserId] as const,
  tiktokIdentities: (advertiserId: string) => ['developer', 'integrations', 'tiktok', 'identities', advertiserId] as const,
  /** The public API's OpenAPI document; not the customer's data, so it outlives a sign-out. */
  openApiDocument: ['openapi'] as const,
  affiliateStats: ['affiliate', 'stats'] as const,
  affiliateSignupUrl: ['affiliate', 'signup-url'] as const,
  paymentConfig: ['payment', 'config'] as const,
  subscriptionOffer: ['payment', 'offer'] as const,
  registrationSetup: (email: string) => ['payment', 'registration-setup', email] as const,
};
