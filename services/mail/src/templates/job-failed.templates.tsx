import { ButtonLink, Paragraph, Quote } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { publicLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Your Reelmix job could not be finished';
const FAILED = 'We could not finish your job. The reason:';
const NEXT = 'You can fix the clips and start a new job';

export function JobFailedEmail({ reason, link }: { reason: string; link: string }) {
  return (
    <MailLayout title={SUBJECT}>
      <Paragraph>{FAILED}</Paragraph>
      <Quote>{reason}</Quote>
      <Paragraph>{`${NEXT}.`}</Paragraph>
      <ButtonLink href={link}>Open Reelmix</ButtonLink>
    </MailLayout>
  );
}

export function jobFailedMail(input: { publicUrl: string; reason: string }): Promise<MailContent> {
  const link = publicLink(input.publicUrl, '/');
  const text = [FAILED, '', input.reason, '', `${NEXT}: ${link}`].join('\n');
  return mailContent(SUBJECT, <JobFailedEmail reason={input.reason} link={link} />, text);
}
