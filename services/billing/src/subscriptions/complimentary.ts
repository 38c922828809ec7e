import { randomUUID } from 'node:crypto';
import type { ProviderSubscription } from '../provider/payment-provider';
import type { Subscription } from './subscription.entity';

/**
 * Pro granted by an admin, without payment. It lives only in billing: no provider object exists,
 * so nothing here may be sent to the provider, renewed, invoiced or fetched by a webhook.
 * Frozen: the prefix is how every such row is recognised, in stored rows as in incoming events.
 */
const COMPLIMENTARY_PREFIX = 'comp_';

/** Stands in for the provider's customer id on complimentary rows. */
export const COMPLIMENTARY_CUSTOMER = 'complimentary';

export function isComplimentary(subscriptionId: string): boolean {
  return subscriptionId.startsWith(COMPLIMENTARY_PREFIX);
}

/** A new complimentary subscription: active, with no trial and no end (Pro until taken back). */
export function newComplimentary(userId: string): ProviderSubscription {
  return {
    id: `${COMPLIMENTARY_PREFIX}${randomUUID()}`,
    customerId: COMPLIMENTARY_CUSTOMER,
    status: 'active',
    trialEnd: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    userId,
  };
}

/** The same complimentary subscription, ended now. */
export function endedComplimentary(row: Subscription): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.providerCustomerId,
    status: 'canceled',
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: false,
    userId: row.userId,
  };
}
