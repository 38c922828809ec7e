import Stripe from 'stripe';

export interface SignedDelivery {
  /** The exact body Stripe would POST; the signature covers these bytes. */
  payload: string;
  /** The `Stripe-Signature` header value. */
  signature: string;
}

/**
 * Signs a payload the way Stripe signs webhook deliveries, using the SDK's own helper so that
 * `stripe.webhooks.constructEvent` is the judge. Without a timestamp the wall clock is used, not
 * the fake clock: `constructEvent` checks the signature's age against the real time by default,
 * so a test that moved the fake clock days ahead can still deliver.
 */
export function signPayload(payload: string, secret: string, timestamp?: number): SignedDelivery {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, signature };
}
