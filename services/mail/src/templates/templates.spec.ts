import { duration, longDate } from './dates';
import { jobCompletedMail } from './job-completed.templates';
import { jobFailedMail } from './job-failed.templates';
import { passwordResetMail } from './password-reset.templates';
import { publicLink } from './public-link';
import { subscriptionCancelledMail } from './subscription-cancelled.templates';
import { trialEndingMail } from './trial-ending.templates';
import { trialStartedMail } from './trial-started.templates';

const PUBLIC_URL = 'https://app.reelmix.test';

describe('mail templates', () => {
  it('escapes every HTML-special character of a value it shows', async () => {
    const mail = await jobFailedMail({ publicUrl: PUBLIC_URL, reason: `<a href="x">Tom & 'Jerry'</a>` });
    expect(mail.html).toContain('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#x27;Jerry&#x27;&lt;/a&gt;');
    expect(mail.html).not.toContain('<a href="x">');
  });

  it('joins links without a doubled slash', () => {
    expect(publicLink('http://localhost:8080/', '/dashboard')).toBe('http://localhost:8080/dashboard');
  });

  it('password reset: links to the token and says it expires in one hour', async () => {
    const mail = await passwordResetMail({ publicUrl: PUBLIC_URL, token: 'a'.repeat(43) });
    const link = `${PUBLIC_URL}/reset-password/${'a'.repeat(43)}`;
    expect(mail.subject).toBe('Reset your Reelmix password');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('expires in one hour');
    expect(mail.html).toContain('expires in one hour');
  });

  it('password reset: a hostile token cannot break out of the link', async () => {
    const mail = await passwordResetMail({ publicUrl: PUBLIC_URL, token: `"><script>x</script>` });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password/%22%3E%3Cscript%3Ex%3C%2Fscript%3E"`);
  });

  const completed = (outputCount: number, downloads = [{ fileName: 'a_9x16.mp4', url: `${PUBLIC_URL}/api/links/videos/x--a_9x16.mp4?u=1&e=2&s=3` }]) =>
    jobCompletedMail({
      publicUrl: PUBLIC_URL,
      outputCount,
      downloads,
      archiveUrl: downloads.length > 0 ? `${PUBLIC_URL}/api/links/jobs/x/download?u=1&e=2&s=3` : undefined,
      linksValidHours: 168,
      linksExpireAt: new Date('2026-03-08T12:00:00Z'),
    });

  it('job completed: says how many videos and links to the dashboard', async () => {
    const mail = await completed(12);
    expect(mail.subject).toBe('Your videos are ready: 12 videos');
    expect(mail.text).toContain('12 videos are ready');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
    expect((await completed(1)).subject).toBe('Your videos are ready: 1 video');
    expect((await completed(1)).text).toContain('Your job has finished and 1 video is ready to download.');
  });

  it("job completed and failed: say the job's name where the event carries it", async () => {
    const named = await jobCompletedMail({
      publicUrl: PUBLIC_URL,
      jobName: '2026-11-28 UGC Sarah v3',
      outputCount: 3,
      downloads: [],
      linksValidHours: 168,
      linksExpireAt: new Date('2026-03-08T12:00:00Z'),
    });
    expect(named.subject).toBe('Your videos are ready: 2026-11-28 UGC Sarah v3 (3 videos)');
    expect(named.text).toContain('Your job “2026-11-28 UGC Sarah v3” has finished and 3 videos are ready to download.');
    const failed = await jobFailedMail({ publicUrl: PUBLIC_URL, reason: 'A clip has no video track', jobName: 'Round 2' });
    expect(failed.subject).toBe('Your Reelmix job could not be finished: Round 2');
    expect(failed.text).toContain('We could not finish your job “Round 2”. The reason:');
  });

  it('job completed: links every file and the zip, and says until when the links work', async () => {
    const mail = await completed(1);
    expect(mail.text).toContain(`a_9x16.mp4: ${PUBLIC_URL}/api/links/videos/x--a_9x16.mp4?u=1&e=2&s=3`);
    expect(mail.text).toContain(`Download all (zip): ${PUBLIC_URL}/api/links/jobs/x/download?u=1&e=2&s=3`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/api/links/videos/x--a_9x16.mp4?u=1&amp;e=2&amp;s=3">a_9x16.mp4</a>`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/api/links/jobs/x/download?u=1&amp;e=2&amp;s=3"`);
    for (const body of [mail.text, mail.html]) expect(body).toContain('for 7 days, until March 8, 2026');
    expect((await completed(0, [])).text).not.toContain('Download all');
  });

  it('trial started: gives the end date, the price after it, and how to cancel', async () => {
    const mail = await trialStartedMail({ publicUrl: PUBLIC_URL, trialEnd: '2026-03-08T12:00:00Z', monthlyPrice: '$29' });
    expect(mail.subject).toBe('Your Reelmix Pro trial has started');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('until March 8, 2026');
      expect(body).toContain('$29/month');
      expect(body).toContain('To cancel, open your dashboard');
    }
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
  });

  it('trial ending: in 2 days on the date, charged then, cancel from the dashboard', async () => {
    const mail = await trialEndingMail({ publicUrl: PUBLIC_URL, trialEnd: '2026-03-08T12:00:00Z', monthlyPrice: '$29' });
    expect(mail.subject).toBe('Your Reelmix Pro trial ends in 2 days');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('ends in 2 days, on March 8, 2026');
      expect(body).toContain('charged $29');
    }
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
  });

  it('subscription cancelled: Pro until the paid period ends, or ended now', async () => {
    const later = await subscriptionCancelledMail({ publicUrl: PUBLIC_URL, accessUntil: '2026-04-01T00:00:00Z' });
    expect(later.subject).toBe('Your Reelmix Pro subscription is cancelled');
    for (const body of [later.text, later.html]) expect(body).toContain('You keep Pro until April 1, 2026');
    const now = await subscriptionCancelledMail({ publicUrl: PUBLIC_URL, accessUntil: null });
    for (const body of [now.text, now.html]) {
      expect(body).toContain('Pro has ended now');
      expect(body).not.toContain('You keep Pro until');
    }
  });

  it('writes dates in UTC and durations in days when whole', () => {
    expect(longDate('2026-03-08T23:30:00-05:00')).toBe('March 9, 2026');
    expect(duration(168)).toBe('7 days');
    expect(duration(24)).toBe('1 day');
    expect(duration(36)).toBe('36 hours');
  });

  it('job failed: gives the reason, escaped in HTML and plain in text', async () => {
    const reason = 'Clip <intro-1.mp4> could not be decoded & was skipped';
    const mail = await jobFailedMail({ publicUrl: PUBLIC_URL, reason });
    expect(mail.subject).toBe('Your Reelmix job could not be finished');
    expect(mail.html).toContain('Clip &lt;intro-1.mp4&gt; could not be decoded &amp; was skipped');
    expect(mail.html).not.toContain('<intro-1.mp4>');
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
  });
});
