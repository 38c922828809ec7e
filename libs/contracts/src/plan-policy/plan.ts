/** The two plans (docs/product-rules.md#plans-and-limits); every plan rule is looked up by one of these. */
export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export const isPlan = (text: unknown): text is Plan => (PLANS as readonly unknown[]).includes(text);

/**
 * The customer-facing views spell the plan as a flag (the user's `isPro`, a job's
 * `isPaid`), and jobs stores a job's that way. These are the only places that spelling meets a Plan.
 */
export const planFromPaidFlag = (paid: boolean): Plan => (paid ? 'pro' : 'free');
export const paidFlagOf = (plan: Plan): boolean => plan === 'pro';
