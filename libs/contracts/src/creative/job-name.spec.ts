import { bundleFileName, checkJobName, defaultJobName, JOB_NAME_LIMITS, JOB_NAME_MESSAGES, jobLabel } from './job-name';

describe('job names', () => {
  it('labels a job by its number in the customer\'s sequence', () => {
    expect(jobLabel(1)).toBe('j1');
    expect(jobLabel(128)).toBe('j128');
    expect(() => jobLabel(0)).toThrow(RangeError);
  });

  it('names a new job from its day (UTC) and first hook, without folders or extension', () => {
    expect(defaultJobName(new Date('2026-11-28T23:30:00Z'), 'clips/UGC Sarah v3.mov')).toBe('2026-11-28 UGC Sarah v3');
    expect(defaultJobName(new Date('2026-11-28T10:00:00Z'), '')).toBe('2026-11-28');
    expect(defaultJobName(new Date('2026-11-28T10:00:00Z'), `${'x'.repeat(200)}.mp4`)).toHaveLength(JOB_NAME_LIMITS.maxLength);
  });

  it('keeps a customer\'s name trimmed and refuses empty, multi-line or over-long ones', () => {
    expect(checkJobName('  Dry skin, round 2 ')).toEqual({ ok: true, name: 'Dry skin, round 2' });
    expect(checkJobName('🔥'.repeat(JOB_NAME_LIMITS.maxLength))).toMatchObject({ ok: true });
    expect(checkJobName('   ')).toEqual({ ok: false, message: JOB_NAME_MESSAGES.empty });
    expect(checkJobName(42)).toEqual({ ok: false, message: JOB_NAME_MESSAGES.empty });
    expect(checkJobName('a\nb')).toEqual({ ok: false, message: JOB_NAME_MESSAGES.controlCharacters });
    expect(checkJobName('x'.repeat(JOB_NAME_LIMITS.maxLength + 1))).toEqual({ ok: false, message: JOB_NAME_MESSAGES.tooLong });
  });

  it('names the zip after the job with only file-name-safe characters', () => {
    expect(bundleFileName({ number: 12, name: '2026-11-28 UGC Sarah v3' })).toBe('reelmix-j12-2026-11-28-UGC-Sarah-v3.zip');
    expect(bundleFileName({ number: 3, name: 'Été "à" Paris / 🔥' })).toBe('reelmix-j3-Ete-a-Paris.zip');
    expect(bundleFileName({ number: 4, name: '🔥🔥' })).toBe('reelmix-j4.zip');
    expect(bundleFileName({ number: 5, name: 'a'.repeat(80) })).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.zip$/);
  });
});
