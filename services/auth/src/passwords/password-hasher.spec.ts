import { loadConfig } from '@reelmix/config';
import { TEST_PASSWORD_HASHING } from '@reelmix/testing';
import { AuthConfig } from '../auth.config';
import { PasswordHasher } from './password-hasher';

const PASSWORD = 'correct horse battery';

/** A hasher as auth builds one from its settings. */
const hasherWith = (env: Record<string, string>) => new PasswordHasher(loadConfig(AuthConfig, { NODE_ENV: 'test', ...env }));

describe('PasswordHasher', () => {
  // The one place the tests hash at the production cost: every other test runs auth at the tests'
  // cost (libs/testing TEST_PASSWORD_HASHING). A few seconds on a busy 2-core machine.
  it('hashes at the production cost by default, and that hash verifies under any cost setting', async () => {
    const hash = await hasherWith({}).hash(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await hasherWith({}).verify(hash, PASSWORD)).toBe(true);
    // A hash stored before the cost changed carries its own parameters, so it keeps signing in.
    expect(await hasherWith(TEST_PASSWORD_HASHING).verify(hash, PASSWORD)).toBe(true);
  });

  it('hashes at the cost its settings give; only the right password verifies', async () => {
    const hasher = hasherWith(TEST_PASSWORD_HASHING);
    const hash = await hasher.hash(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await hasher.verify(hash, PASSWORD)).toBe(true);
    expect(await hasher.verify(hash, 'correct horse battery staple')).toBe(false);
    expect(await hasher.verify('not a hash', PASSWORD)).toBe(false);
  });

  it('answers false for an account that does not exist, after the same work', async () => {
    expect(await hasherWith(TEST_PASSWORD_HASHING).verifyWithoutAccount(PASSWORD)).toBe(false);
  });
});
