import { ConfigError, loadConfig } from '@reelmix/config';
import { TEST_PASSWORD_HASHING } from '@reelmix/testing';
import { randomBytes } from 'node:crypto';
import { AuthConfig, OWASP_ARGON2ID_MINIMUM } from './auth.config';

const secret = () => randomBytes(32).toString('hex');

/** What a deployment sets: its own database and broker accounts and reset key. */
const deployment = () => ({
  NODE_ENV: 'production',
  AMQP_URL: `amqps://auth:${secret()}@broker.internal:5671/reelmix`,
  DATABASE_URL: `postgres://auth:${secret()}@db.internal:5432/reelmix`,
  RESET_LINK_KEY: secret(),
});

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(AuthConfig, env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the settings were accepted');
}

const settingsOf = (error: ConfigError) => error.problems.map((problem) => problem.split(':')[0]).sort();

describe('AuthConfig: the password hashing cost', () => {
  it("defaults to the argon2 library's own cost, which every earlier hash was made with", () => {
    const config = loadConfig(AuthConfig, deployment());
    expect([config.PASSWORD_HASH_MEMORY_KIB, config.PASSWORD_HASH_TIME_COST, config.PASSWORD_HASH_PARALLELISM]).toEqual([65536, 3, 4]);
  });

  it("accepts OWASP's least argon2id cost in production", () => {
    const minimum = {
      PASSWORD_HASH_MEMORY_KIB: String(OWASP_ARGON2ID_MINIMUM.memoryKiB),
      PASSWORD_HASH_TIME_COST: String(OWASP_ARGON2ID_MINIMUM.timeCost),
      PASSWORD_HASH_PARALLELISM: String(OWASP_ARGON2ID_MINIMUM.parallelism),
    };
    expect(loadConfig(AuthConfig, { ...deployment(), ...minimum }).PASSWORD_HASH_MEMORY_KIB).toBe(19456);
  });

  it("refuses the tests' cost in production, saying why, and accepts it elsewhere", () => {
    const error = refusal({ ...deployment(), ...TEST_PASSWORD_HASHING });
    expect(settingsOf(error)).toEqual(['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_TIME_COST']);
    expect(error.message).toContain('PASSWORD_HASH_MEMORY_KIB: refused in production: must be at least 19456 (OWASP');
    expect(error.message).toContain('PASSWORD_HASH_TIME_COST: refused in production: must be at least 2 (OWASP');
    expect(loadConfig(AuthConfig, { ...deployment(), ...TEST_PASSWORD_HASHING, NODE_ENV: 'test' }).PASSWORD_HASH_TIME_COST).toBe(1);
  });

  it('refuses a cost argon2 itself would refuse, in any mode: under 8 KiB a lane, no lane, or no pass', () => {
    const error = refusal({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_TIME_COST: '0', PASSWORD_HASH_PARALLELISM: '0' });
    expect(settingsOf(error)).toEqual(['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_PARALLELISM', 'PASSWORD_HASH_TIME_COST']);
    expect(settingsOf(refusal({ NODE_ENV: 'test', PASSWORD_HASH_PARALLELISM: '17' }))).toEqual(['PASSWORD_HASH_PARALLELISM']);
  });
});
