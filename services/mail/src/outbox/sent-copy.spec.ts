import { jobCompletedMail } from '../templates/job-completed.templates';
import { passwordResetMail } from '../templates/password-reset.templates';
import { LINK_REMOVED, withoutLinks } from './sent-copy';

const PUBLIC_URL = 'https://app.reelmix.example';
const TOKEN = 'Zm9vYmFyLXJlc2V0LXRva2VuLXRoYXQtaXMtbG9uZy1lbm91Z2g';

describe('withoutLinks', () => {
  it("leaves no part of a reset mail's token, in either part", async () => {
    const mail = await passwordResetMail({ publicUrl: PUBLIC_URL, token: TOKEN });
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(TOKEN);
      const copy = withoutLinks(body);
      expect(copy).not.toContain(TOKEN.slice(0, 12));
      expect(copy).not.toContain(PUBLIC_URL);
      expect(copy).toContain(LINK_REMOVED);
    }
    expect(withoutLinks(mail.text)).toContain('Choose a new password: [link removed after sending]');
  });

  it("leaves no signed download link, the HTML's escaped ampersands included", async () => {
    const signed = (path: string) => `${PUBLIC_URL}${path}?u=7b2a&e=1900000000&s=c2lnbmF0dXJlLW9mLXRoZS1saW5r`;
    const mail = await jobCompletedMail({
      publicUrl: PUBLIC_URL,
      outputCount: 1,
      downloads: [{ fileName: 'a.mp4', url: signed('/api/links/videos/j--a.mp4') }],
      archiveUrl: signed('/api/links/jobs/j/download'),
      linksValidHours: 168,
      linksExpireAt: new Date('2030-01-01T00:00:00Z'),
    });
    expect(mail.html).toContain('&amp;s=c2lnbmF0dXJl');
    for (const body of [mail.html, mail.text]) {
      const copy = withoutLinks(body);
      expect(copy).not.toMatch(/c2lnbmF0dXJl|\/api\/links|[?&](amp;)?[ues]=/);
      expect(copy).toContain('a.mp4');
    }
  });

  it('keeps the words around the links and is the same when applied again', () => {
    const copy = withoutLinks('Open http://localhost:8080/dashboard or https://x.example/a?b=c now\n<a href="https://x.example/p">here</a>');
    expect(copy).toBe(`Open ${LINK_REMOVED} or ${LINK_REMOVED} now\n<a href="${LINK_REMOVED}">here</a>`);
    expect(withoutLinks(copy)).toBe(copy);
  });
});
