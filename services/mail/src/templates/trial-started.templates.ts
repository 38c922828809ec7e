import { longDate } from './dates';
import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

export function trialStartedMail(input: { publicUrl: string; trialEnd: string; monthlyPrice: string }): MailContent {
  const link = publicLink(input.publicUrl, '/dashboard');
  const end = longDate(input.trialEnd);
  const subject = 'Your Reelmix Pro trial has started';
  const lines = [
    `Your free Reelmix Pro trial has started and runs until ${end}.`,
    `After the trial, Pro costs ${input.monthlyPrice}/month, charged to the card you added, unless you cancel before ${end}.`,
    'To cancel, open your dashboard and cancel your subscription. You keep Pro until the trial ends and are not charged.',
  ];
  const html = layout(
    subject,
    [...lines.map((line) => `<p>${escapeHtml(line)}</p>`), button(link, 'Open your dashboard')].join('\n'),
  );
  const text = [...lines.flatMap((line) => [line, '']), `Open your dashboard: ${link}`].join('\n');
  return { subject, html, text };
}
