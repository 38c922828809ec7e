import { Fragment } from 'react';
import { Paragraph } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { mailContent } from './render-mail';

/**
 * A message an admin typed as plain text (docs/product-rules.md#e-mail-to-a-user). Nothing in it is markup: React
 * writes every character of it as text, and the admin's line breaks are kept (blank lines start a
 * new paragraph, single ones a new line); the text part is the message as typed.
 */
export function AdminMessageEmail({ subject, paragraphs }: { subject: string; paragraphs: string[][] }) {
  return (
    <MailLayout title={subject}>
      {paragraphs.map((lines, index) => (
        <Paragraph key={index}>
          {lines.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Paragraph>
      ))}
    </MailLayout>
  );
}

/** The subject is made one line: line breaks in it would otherwise be read as the end of the header. */
export function adminMessageMail(input: { subject: string; message: string }): Promise<MailContent> {
  const subject = oneLine(input.subject);
  const text = input.message.replace(/\r\n?/g, '\n');
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
  return mailContent(subject, <AdminMessageEmail subject={subject} paragraphs={paragraphs} />, text);
}

/** Control characters (line breaks, tabs, NUL) become spaces, runs of spaces one space. */
function oneLine(value: string): string {
  const printable = Array.from(value, (char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f ? ' ' : char)).join('');
  return printable.replace(/ {2,}/g, ' ').trim();
}
