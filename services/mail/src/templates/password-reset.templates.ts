import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

export function passwordResetMail(input: { publicUrl: string; token: string }): MailContent {
  const link = publicLink(input.publicUrl, `/reset-password/${encodeURIComponent(input.token)}`);
  const subject = 'Reset your Reelmix password';
  const html = layout(
    subject,
    [
      '<p>We received a request to reset the password of your Reelmix account.</p>',
      button(link, 'Choose a new password'),
      `<p>Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      '<p>The link expires in one hour and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.</p>',
    ].join('\n'),
  );
  const text = [
    'We received a request to reset the password of your Reelmix account.',
    '',
    `Choose a new password: ${link}`,
    '',
    'The link expires in one hour and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.',
  ].join('\n');
  return { subject, html, text };
}
