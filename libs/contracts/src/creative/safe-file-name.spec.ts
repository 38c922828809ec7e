import { isSafeFileName, MAX_FILE_NAME_LENGTH, SAFE_FILE_NAME_PATTERN } from './safe-file-name';

describe('safe file names', () => {
  it.each(['h1-b2-c3_9x16.mp4', 'manifest.csv', 'A', 'hook--take-2_9x16.mp4', 'a'.repeat(MAX_FILE_NAME_LENGTH)])('takes %j', (name) => {
    expect(isSafeFileName(name)).toBe(true);
    expect(SAFE_FILE_NAME_PATTERN.test(name)).toBe(true);
  });

  it.each(['', '.hidden', '-i', '_x.mp4', '../a.mp4', 'a/b.mp4', 'a b.mp4', 'é.mp4', 'a'.repeat(MAX_FILE_NAME_LENGTH + 1), 42, undefined])('refuses %j', (name) => {
    expect(isSafeFileName(name)).toBe(false);
  });
});
