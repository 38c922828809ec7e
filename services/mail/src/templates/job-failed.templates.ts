import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

export function jobFailedMail(input: { publicUrl: string; reason: string }): MailContent {
  const link = publicLink(input.publicUrl, '/');
  const subject = 'Your Reelmix job could not be finished';
  const html = layout(
    subject,
    [
      '<p>We could not finish your job. The reason:</p>',
      `<blockquote>${escapeHtml(input.reason)}</blockquote>`,
      '<p>You can fix the clips and start a new job.</p>',
      button(link, 'Open Reelmix'),
    ].join('\n'),
  );
  const text = [
    'We could not finish your job. The reason:',
    '',
    input.reason,
    '',
    `You can fix the clips and start a new job: ${link}`,
  ].join('\n');
  return { subject, html, text };
}
