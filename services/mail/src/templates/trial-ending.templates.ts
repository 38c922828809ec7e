import { longDate } from './dates';
import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

export function trialEndingMail(input: { publicUrl: string; trialEnd: string; monthlyPrice: string }): MailContent {
  const link = publicLink(input.publicUrl, '/dashboard');
  const end = longDate(input.trialEnd);
  const subject = 'Your Reelmix Pro trial ends in 2 days';
  const lines = [
    `Your Pro trial ends in 2 days, on ${end}.`,
    `Your card will be charged ${input.monthlyPrice} then, and every month after, to keep Pro.`,
    `Nothing to do if you want to stay on Pro. To cancel, open your dashboard before ${end}: ${link}`,
  ];
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(lines[0])}</p>`,
      `<p>${escapeHtml(lines[1])}</p>`,
      `<p>Nothing to do if you want to stay on Pro. To cancel, open your dashboard before ${escapeHtml(end)}.</p>`,
      button(link, 'Open your dashboard'),
    ].join('\n'),
  );
  const text = lines.join('\n\n');
  return { subject, html, text };
}
