import { adminMessageMail } from './admin-message.templates';

describe('admin message template', () => {
  it('escapes the message and keeps its paragraphs and line breaks', async () => {
    const mail = await adminMessageMail({ subject: 'Hi', message: 'Dear <Ada>,\r\n\r\nline & one\r\nline two\n \n\n"end"' });

    expect(mail.text).toBe('Dear <Ada>,\n\nline & one\nline two\n \n\n"end"');
    expect(mail.html).toMatch(/<p[^>]*>Dear &lt;Ada&gt;,<\/p><p[^>]*>line &amp; one<br\/>line two<\/p><p[^>]*>&quot;end&quot;<\/p>/);
    expect(mail.html).not.toContain('<Ada>');
  });

  it('makes the subject one line and escapes it in the HTML title', async () => {
    const mail = await adminMessageMail({ subject: ' A\r\nBcc: x@example.com\t<b> ', message: 'x' });

    expect(mail.subject).toBe('A Bcc: x@example.com <b>');
    expect(mail.html).toContain('<title>A Bcc: x@example.com &lt;b&gt;</title>');
  });

  it('gives an empty subject and text for blank input, so the caller can refuse it', async () => {
    const mail = await adminMessageMail({ subject: '\r\n', message: '\n\n' });
    expect(mail.subject).toBe('');
    expect(mail.text.trim()).toBe('');
  });
});
