import { defineGauge, defineHistogram } from './define-metric';

/**
 * Bytes kept in object storage, by content: library clips (the uploads service reads them) and
 * rendered outputs (the jobs service). A user's storage quota is the sum of both, which no one
 * service can add up per user, as each owns its own schema.
 *
 * Per-user figures are a histogram of users by bytes, not a gauge with a user label: a label per
 * user would make one time series per customer, growing without bound and naming users in the
 * monitoring system. The histogram answers what capacity planning asks (how many users keep
 * how much) in a fixed number of series.
 */

/** 100 MB to 250 GB, the range between a free user's few clips and the largest Pro libraries. */
export const USER_STORED_BYTES_BUCKETS = [100e6, 250e6, 500e6, 1e9, 2.5e9, 5e9, 10e9, 25e9, 50e9, 100e9, 250e9];

// Module scope: one instance per process, in prom-client's default registry, which /metrics serves.
export const storedBytesTotal = defineGauge({
  name: 'reelmix_stored_bytes_total',
  help: 'Bytes kept in object storage for all users, by content (clips, outputs); refreshed every minute.',
  labelNames: ['content'] as const,
});

export const userStoredBytes = defineHistogram({
  name: 'reelmix_user_stored_bytes',
  help: 'Users by the bytes of one content kind (clips, outputs) they keep; recomputed every minute.',
  labelNames: ['content'] as const,
  buckets: USER_STORED_BYTES_BUCKETS,
});

/** Replaces the figures of one content kind with a fresh reading: one entry per user with bytes. */
export function recordStoredBytes(content: 'clips' | 'outputs', bytesPerUser: number[]): void {
  // A fresh distribution, not one added to the last: the histogram describes users now.
  userStoredBytes.remove({ content });
  let total = 0;
  for (const bytes of bytesPerUser) {
    userStoredBytes.observe({ content }, bytes);
    total += bytes;
  }
  storedBytesTotal.set({ content }, total);
}
