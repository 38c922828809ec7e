/**
 * The argon2id cost the tests' auth services hash passwords at (auth.config.ts): the least argon2
 * accepts for one lane, give or take, so a hash takes about a millisecond instead of a few hundred
 * and the login-throttling tests, which fail a password dozens of times, spend their time on the
 * throttling. Production refuses these values; a unit test beside the hasher keeps hashing at the
 * production cost (services/auth/src/passwords/password-hasher.spec.ts).
 */
export const TEST_PASSWORD_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_TIME_COST: '1',
  PASSWORD_HASH_PARALLELISM: '1',
} as const;

/**
 * A stack's settings with the tests' hashing cost taken out, so auth hashes at its production
 * defaults: for stacks that stand for a deployment (the service images, the API benchmark).
 */
export function withProductionPasswordHashing(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !(name in TEST_PASSWORD_HASHING)));
}
