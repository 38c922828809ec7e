import {
  downloadLinkQueryString,
  downloadResource,
  signDownloadLink,
  type SignedDownloadQuery,
  verifyDownloadLink,
} from './signed-download-link';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const USER = '7d9f3c2e-0b7a-4c55-9a53-2f1f0e6a9b11';
const OTHER_USER = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const JOB = '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const VIDEO = downloadResource.video(`${JOB}--intro1_body1_cta1_9x16.mp4`);
const NOW = new Date('2026-03-01T12:00:00Z');
const IN_A_WEEK = new Date(NOW.getTime() + 7 * 24 * 3600 * 1000);

const sign = (overrides: Partial<{ userId: string; resource: string; expiresAt: Date }> = {}): SignedDownloadQuery =>
  signDownloadLink(SECRET, { userId: USER, resource: VIDEO, expiresAt: IN_A_WEEK, ...overrides });

describe('signed download links', () => {
  it('opens the resource it was signed for, for its owner, until it expires', () => {
    const query = sign();
    expect(query.u).toBe(USER);
    expect(query.e).toBe(String(IN_A_WEEK.getTime() / 1000));
    expect(query.s).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyDownloadLink(SECRET, VIDEO, query, NOW)).toEqual({ ok: true, userId: USER });
    expect(verifyDownloadLink(SECRET, VIDEO, query, new Date(IN_A_WEEK.getTime() - 1000))).toEqual({ ok: true, userId: USER });
  });

  it('calls a genuine link past its expiry expired', () => {
    expect(verifyDownloadLink(SECRET, VIDEO, sign(), IN_A_WEEK)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link whose owner, expiry or signature was edited', () => {
    const query = sign();
    const later = String(Number(query.e) + 3600);
    const flipped = `${query.s.slice(0, 10)}${query.s[10] === 'A' ? 'B' : 'A'}${query.s.slice(11)}`;
    expect(verifyDownloadLink(SECRET, VIDEO, { ...query, u: OTHER_USER }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(SECRET, VIDEO, { ...query, e: later }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(SECRET, VIDEO, { ...query, s: flipped }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an edited link as invalid even when it is also past its expiry', () => {
    const expired = sign({ expiresAt: new Date(NOW.getTime() - 1000) });
    expect(verifyDownloadLink(SECRET, VIDEO, { ...expired, u: OTHER_USER }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('does not open another file, another kind of resource, or with another secret', () => {
    const query = sign();
    expect(verifyDownloadLink(SECRET, downloadResource.video(`${JOB}--other.mp4`), query, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(SECRET, downloadResource.jobArchive(JOB), query, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(`${SECRET}-rotated`, VIDEO, query, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses missing, repeated or malformed query values', () => {
    const query = sign();
    expect(verifyDownloadLink(SECRET, VIDEO, {}, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(SECRET, VIDEO, { ...query, s: [query.s, query.s] }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(SECRET, VIDEO, { ...query, e: '1e12' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadLink(SECRET, VIDEO, { ...query, s: `${query.s}=` }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('writes the query in URL form', () => {
    const query = sign();
    expect(Object.fromEntries(new URLSearchParams(downloadLinkQueryString(query)))).toEqual(query);
  });

  it('refuses to work with a short secret', () => {
    expect(() => signDownloadLink('too-short', { userId: USER, resource: VIDEO, expiresAt: IN_A_WEEK })).toThrow(/at least 32/);
    expect(() => verifyDownloadLink('too-short', VIDEO, sign(), NOW)).toThrow(/at least 32/);
  });
});
