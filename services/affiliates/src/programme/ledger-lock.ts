import { EntityManager } from 'typeorm';

/**
 * Every write to the ledger (referrals, cards, payments, commissions, payouts) runs under one
 * transaction-scoped advisory lock. Events are handled concurrently and reach the same rows from
 * different sides: a registration and its first payment, a card seen on the referrer's and the
 * referred user's account, a refund during a payout. Serialised, each handler sees what the
 * others committed; at the programme's volume (a few payments a second at most) the wait is
 * negligible, and no ordering of events has to be reasoned about.
 */
export async function lockLedger(manager: EntityManager): Promise<void> {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('lockLedger needs a transaction');
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('reelmix.affiliates.ledger'))`);
}
