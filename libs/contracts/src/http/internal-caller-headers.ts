/**
 * The headers on the gateway's internal HTTP calls to the uploads service (a customer's upload
 * streamed through): the shared internal token, and the customer it acts for with their plan.
 * Uploads trusts the identity only with the token.
 */
export const INTERNAL_CALLER_HEADERS = {
  token: 'x-internal-token',
  userId: 'x-user-id',
  /** One of PLANS: uploads reads the limits and quotas of this plan (plan-policy). */
  plan: 'x-plan',
} as const;
