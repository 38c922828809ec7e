import { escapeHtml, layout } from './html';
import type { MailContent } from './mail-content';

/**
 * A message an admin typed as plain text (admin-spec "Send Email"). Nothing in it is markup: the
 * HTML part escapes every character and keeps the admin's line breaks (blank lines start a new
 * paragraph, single ones a new line); the text part is the message as typed. The subject is one
 * line: line breaks in it would otherwise be read as the end of the header.
 */
export function adminMessageMail(input: { subject: string; message: string }): MailContent {
  const subject = oneLine(input.subject);
  const text = input.message.replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>\n')}</p>`);
  return { subject, html: layout(subject, paragraphs.join('\n')), text };
}

/** Control characters (line breaks, tabs, NUL) become spaces, runs of spaces one space. */
function oneLine(value: string): string {
  const printable = Array.from(value, (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char)).join('');
  return printable.replace(/ {2,}/g, ' ').trim();
}
