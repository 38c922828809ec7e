import { duration, longDate } from './dates';
import { button, escapeHtml, layout, publicLink } from './html';
import type { MailContent } from './mail-content';

const videos = (count: number) => (count === 1 ? '1 video' : `${count} videos`);

export interface JobCompletedMailInput {
  publicUrl: string;
  outputCount: number;
  /** One signed link per finished file, named as in the zip. */
  downloads: Array<{ fileName: string; url: string }>;
  /** The signed link to the zip of every file; absent when there is nothing to zip. */
  archiveUrl?: string;
  linksValidHours: number;
  linksExpireAt: Date;
}

export function jobCompletedMail(input: JobCompletedMailInput): MailContent {
  const dashboard = publicLink(input.publicUrl, '/dashboard');
  const subject = `Your videos are ready: ${videos(input.outputCount)}`;
  const validity = `These links work without signing in for ${duration(input.linksValidHours)}, until ${longDate(input.linksExpireAt)}. Keep them to yourself: anyone with a link can download that file. Later, download from your dashboard.`;
  const html = layout(
    subject,
    [
      `<p>Your job has finished and ${escapeHtml(videos(input.outputCount))} are ready to download.</p>`,
      ...(input.archiveUrl ? [button(input.archiveUrl, 'Download all (zip)')] : []),
      ...(input.downloads.length > 0
        ? [
            '<ul>',
            ...input.downloads.map((file) => `<li><a href="${escapeHtml(file.url)}">${escapeHtml(file.fileName)}</a></li>`),
            '</ul>',
          ]
        : []),
      `<p>${escapeHtml(validity)}</p>`,
      `<p>Your dashboard: <a href="${escapeHtml(dashboard)}">${escapeHtml(dashboard)}</a></p>`,
    ].join('\n'),
  );
  const text = [
    `Your job has finished and ${videos(input.outputCount)} are ready to download.`,
    '',
    ...(input.archiveUrl ? [`Download all (zip): ${input.archiveUrl}`, ''] : []),
    ...input.downloads.map((file) => `${file.fileName}: ${file.url}`),
    ...(input.downloads.length > 0 ? [''] : []),
    validity,
    '',
    `Open your dashboard: ${dashboard}`,
  ].join('\n');
  return { subject, html, text };
}
