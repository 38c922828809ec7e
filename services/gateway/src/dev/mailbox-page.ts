import type { DevMailboxMessageView } from '@reelmix/contracts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Links in an escaped text body become clickable; nothing else of the mail is interpreted. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** A plain page: the mail's text part, so nothing in a message can run in the page. */
export function renderMailbox(mails: DevMailboxMessageView[]): string {
  const items = mails.length
    ? mails
        .map(
          (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p class="meta">To ${escape(mail.to)} · ${escape(new Date(mail.receivedAt).toLocaleString('en-GB'))}</p>
  <pre>${linkify(escape(mail.text))}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No mail yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Reelmix</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the product sent while no SMTP server is configured, newest first.</p>
${items}
</body></html>`;
}
