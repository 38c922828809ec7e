import { adminMessageMail } from './admin-message.templates';

describe('admin message template', () => {
  it('escapes the message and keeps its paragraphs and line breaks', () => {
    const mail = adminMessageMail({ subject: 'Hi', message: 'Dear <Ada>,\r\n\r\nline & one\r\nline two\n \n\n"end"' });

    expect(mail.text).toBe('Dear <Ada>,\n\nline & one\nline two\n \n\n"end"');
    expect(mail.html).toContain('<p>Dear &lt;Ada&gt;,</p>\n<p>line &amp; one<br>\nline two</p>\n<p>&quot;end&quot;</p>');
    expect(mail.html).not.toContain('<Ada>');
  });

  it('makes the subject one line and escapes it in the HTML title', () => {
    const mail = adminMessageMail({ subject: ' A\r\nBcc: x@example.com\t<b> ', message: 'x' });

    expect(mail.subject).toBe('A Bcc: x@example.com <b>');
    expect(mail.html).toContain('<title>A Bcc: x@example.com &lt;b&gt;</title>');
  });

  it('gives an empty subject and text for blank input, so the caller can refuse it', () => {
    const mail = adminMessageMail({ subject: '\r\n', message: '\n\n' });
    expect(mail.subject).toBe('');
    expect(mail.text.trim()).toBe('');
  });
});
