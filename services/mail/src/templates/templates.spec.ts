import { escapeHtml, publicLink } from './html';
import { jobCompletedMail } from './job-completed.templates';
import { jobFailedMail } from './job-failed.templates';
import { passwordResetMail } from './password-reset.templates';

const PUBLIC_URL = 'https://app.reelmix.test';

describe('mail templates', () => {
  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });

  it('joins links without a doubled slash', () => {
    expect(publicLink('http://localhost:8080/', '/dashboard')).toBe('http://localhost:8080/dashboard');
  });

  it('password reset: links to the token and says it expires in one hour', () => {
    const mail = passwordResetMail({ publicUrl: PUBLIC_URL, token: 'a'.repeat(43) });
    const link = `${PUBLIC_URL}/reset-password/${'a'.repeat(43)}`;
    expect(mail.subject).toBe('Reset your Reelmix password');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain('expires in one hour');
    expect(mail.html).toContain('expires in one hour');
  });

  it('password reset: a hostile token cannot break out of the link', () => {
    const mail = passwordResetMail({ publicUrl: PUBLIC_URL, token: `"><script>x</script>` });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password/%22%3E%3Cscript%3Ex%3C%2Fscript%3E"`);
  });

  it('job completed: says how many videos and links to the dashboard', () => {
    const mail = jobCompletedMail({ publicUrl: PUBLIC_URL, outputCount: 12 });
    expect(mail.subject).toBe('Your videos are ready: 12 videos');
    expect(mail.text).toContain('12 videos are ready');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/dashboard"`);
    expect(jobCompletedMail({ publicUrl: PUBLIC_URL, outputCount: 1 }).subject).toBe('Your videos are ready: 1 video');
  });

  it('job failed: gives the reason, escaped in HTML and plain in text', () => {
    const reason = 'Clip <intro-1.mp4> could not be decoded & was skipped';
    const mail = jobFailedMail({ publicUrl: PUBLIC_URL, reason });
    expect(mail.subject).toBe('Your Reelmix job could not be finished');
    expect(mail.html).toContain('Clip &lt;intro-1.mp4&gt; could not be decoded &amp; was skipped');
    expect(mail.html).not.toContain('<intro-1.mp4>');
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/"`);
  });
});
