import { longDate } from './dates';
import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

export function subscriptionCancelledMail(input: { publicUrl: string; accessUntil: string | null }): MailContent {
  const link = publicLink(input.publicUrl, '/dashboard');
  const subject = 'Your Reelmix Pro subscription is cancelled';
  const lines = input.accessUntil
    ? [
        'Your Pro subscription is cancelled and you will not be charged again.',
        `You keep Pro until ${longDate(input.accessUntil)}. After that your account moves to the free plan; your account and your videos stay.`,
      ]
    : [
        'Your Pro subscription is cancelled and you will not be charged again.',
        'Pro has ended now and your account is on the free plan; your account and your videos stay.',
      ];
  const footer = 'You can subscribe again from your dashboard at any time.';
  const html = layout(
    subject,
    [...[...lines, footer].map((line) => `<p>${escapeHtml(line)}</p>`), button(link, 'Open your dashboard')].join('\n'),
  );
  const text = [...lines, footer, `Open your dashboard: ${link}`].join('\n\n');
  return { subject, html, text };
}
