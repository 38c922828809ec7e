import { DataSource } from 'typeorm';

/** Held for a whole run, across its transactions: runs (from any replica) happen one after another. */
const RUN_LOCK = 'reelmix.affiliates.payout-run';

/**
 * Runs `work` while holding the payout-run lock. A session lock on one connection of its own, as
 * the run spans many transactions: a second run waits, then finds nothing left to pay.
 */
export async function whilePayoutRunLockHeld<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [RUN_LOCK]);
    try {
      return await work();
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [RUN_LOCK]);
    }
  } finally {
    await runner.release();
  }
}
