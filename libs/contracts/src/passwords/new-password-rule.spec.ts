import { NEW_PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, newPasswordLengthProblem, passwordLength } from './new-password-rule';

describe('the new-password length rule', () => {
  it('asks for at least 8 characters', () => {
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(8);
    expect(newPasswordLengthProblem('seven77')).toBe('Password must be at least 8 characters');
    expect(newPasswordLengthProblem('six666')).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(newPasswordLengthProblem('')).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(newPasswordLengthProblem('eight888')).toBeNull();
    expect(newPasswordLengthProblem('a long passphrase with spaces')).toBeNull();
  });

  it('counts characters, not UTF-16 units, so four emoji are four characters', () => {
    const fourEmoji = '🔑🔒🗝️🚪'.replace('\uFE0F', '');
    expect(fourEmoji.length).toBe(8);
    expect(passwordLength(fourEmoji)).toBe(4);
    expect(newPasswordLengthProblem(fourEmoji)).toBe(NEW_PASSWORD_TOO_SHORT);
    expect(newPasswordLengthProblem('pässwörd')).toBeNull();
  });

  it('bounds what is hashed at 200 characters', () => {
    expect(newPasswordLengthProblem('x'.repeat(200))).toBeNull();
    expect(newPasswordLengthProblem('x'.repeat(201))).toBe(PASSWORD_TOO_LONG);
  });
});
