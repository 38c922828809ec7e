import type { DevMailboxMessageView } from '@reelmix/contracts';
import { waitFor } from '@reelmix/testing';

/**
 * The path of the reset link mailed to `email`, read off the dev mailbox (the stack runs with no
 * SMTP_HOST, so the mail service keeps its mail there, newest first).
 */
export async function resetPathFromMailbox(baseUrl: string, email: string): Promise<string> {
  const mail = await waitFor(
    async () => {
      const messages = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as DevMailboxMessageView[];
      return messages.find((message) => message.to.includes(email));
    },
    { what: `the reset e-mail to ${email} in the dev mailbox`, timeoutMs: 30000, intervalMs: 250 },
  );
  const link = /https?:\/\/[^\s"<>]+(\/reset-password\/[A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!link) throw new Error(`no reset link in the e-mail "${mail.subject}":\n${mail.text}`);
  return link[1];
}
