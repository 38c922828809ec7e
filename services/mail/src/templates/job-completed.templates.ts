import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

const videos = (count: number) => (count === 1 ? '1 video' : `${count} videos`);

export function jobCompletedMail(input: { publicUrl: string; outputCount: number }): MailContent {
  const link = publicLink(input.publicUrl, '/dashboard');
  const subject = `Your videos are ready: ${videos(input.outputCount)}`;
  const html = layout(
    subject,
    [
      `<p>Your job has finished and ${escapeHtml(videos(input.outputCount))} are ready to download.</p>`,
      button(link, 'Open your dashboard'),
      `<p>Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join('\n'),
  );
  const text = [
    `Your job has finished and ${videos(input.outputCount)} are ready to download.`,
    '',
    `Open your dashboard: ${link}`,
  ].join('\n');
  return { subject, html, text };
}
