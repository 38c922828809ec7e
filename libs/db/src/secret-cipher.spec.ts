import { SecretCipher } from './secret-cipher';

const KEY = 'a1'.repeat(32);
const OTHER_KEY = 'b2'.repeat(32);
const PURPOSE = 'mail.settings.smtp_password';

describe('SecretCipher', () => {
  it('gets the plain text back, and never stores it readable', () => {
    const cipher = new SecretCipher(KEY, PURPOSE);
    const stored = cipher.encrypt('p@ss wörd');
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('p@ss');
    expect(cipher.decrypt(stored)).toBe('p@ss wörd');
  });

  it('uses a new IV per write', () => {
    const cipher = new SecretCipher(KEY, PURPOSE);
    const first = cipher.encrypt('same');
    const second = cipher.encrypt('same');
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });

  it('refuses another key, another purpose, and any altered part', () => {
    const stored = new SecretCipher(KEY, PURPOSE).encrypt('secret');
    expect(() => new SecretCipher(OTHER_KEY, PURPOSE).decrypt(stored)).toThrow();
    expect(() => new SecretCipher(KEY, 'another.column').decrypt(stored)).toThrow();
    const parts = stored.split('.');
    for (const index of [1, 2, 3]) {
      const altered = [...parts];
      altered[index] = `${altered[index][0] === 'A' ? 'B' : 'A'}${altered[index].slice(1)}`;
      expect(() => new SecretCipher(KEY, PURPOSE).decrypt(altered.join('.'))).toThrow();
    }
    expect(() => new SecretCipher(KEY, PURPOSE).decrypt('plain text')).toThrow(/known format/);
  });

  it('takes only a 32-byte hex key, and makes none from an empty setting', () => {
    expect(() => new SecretCipher('abc', PURPOSE)).toThrow(/64 hex/);
    expect(SecretCipher.fromSetting('', PURPOSE)).toBeNull();
    expect(SecretCipher.fromSetting(KEY, PURPOSE)?.decrypt(new SecretCipher(KEY, PURPOSE).encrypt('x'))).toBe('x');
  });

  it('tells its own text from a value stored before encryption', () => {
    expect(SecretCipher.isEncrypted(new SecretCipher(KEY, PURPOSE).encrypt('whsec_abc'))).toBe(true);
    expect(SecretCipher.isEncrypted(new SecretCipher(KEY, PURPOSE).encrypt(''))).toBe(true);
    for (const plain of ['whsec_abc', '', 'v1.', 'v1.a.b', 'https://example.com/v1.a.b.c', 'v1.a.b.c.d']) expect(SecretCipher.isEncrypted(plain)).toBe(false);
  });
});
