import { DomainError, ErrorCode, NEW_PASSWORD_TOO_SHORT, PASSWORD_TOO_COMMON } from '@reelmix/contracts';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';
import { assertAcceptableNewPassword, newPasswordProblem } from './new-password-policy';

describe('the common-passwords list', () => {
  it('holds the leaked-password favourites, well past the top 3,000 ASVS asks for', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(10_000);
    for (const common of ['123456', 'password', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine', 'trustno1', 'password1']) {
      expect({ common, listed: isCommonPassword(common) }).toEqual({ common, listed: true });
    }
  });

  it('matches whatever the letter case', () => {
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('IloveYou')).toBe(true);
  });

  it('leaves an uncommon password alone', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('Tuba-Ferret-Lantern-42')).toBe(false);
  });
});

describe('the new-password policy', () => {
  it('refuses a short password first, then a common one, and accepts the rest', () => {
    expect(newPasswordProblem('abc123')).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(newPasswordProblem('Baseball1')).toBe(PASSWORD_TOO_COMMON);
    expect(newPasswordProblem('correct horse battery')).toBeNull();
  });

  it('says what is wrong as a validation failure naming the field', () => {
    let thrown: unknown;
    try {
      assertAcceptableNewPassword('qwerty123', 'newPassword');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      code: ErrorCode.ValidationFailed,
      message: 'This password is too common. Please choose one that is harder to guess.',
      details: [{ field: 'newPassword', message: PASSWORD_TOO_COMMON }],
    });
    expect(() => assertAcceptableNewPassword('a quieter passphrase')).not.toThrow();
  });
});
