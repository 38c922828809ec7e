import { ButtonLink, Paragraph, Quote } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { publicLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Your Reelmix job could not be finished';
const NEXT = 'You can fix the clips and start a new job';

/** `jobName` is absent for a job that failed before jobs had names. */
const subjectOf = (jobName?: string) => (jobName ? `${SUBJECT}: ${jobName}` : SUBJECT);
const failedOf = (jobName?: string) => `We could not finish your job${jobName ? ` “${jobName}”` : ''}. The reason:`;

export function JobFailedEmail({ reason, link, jobName }: { reason: string; link: string; jobName?: string }) {
  return (
    <MailLayout title={subjectOf(jobName)}>
      <Paragraph>{failedOf(jobName)}</Paragraph>
      <Quote>{reason}</Quote>
      <Paragraph>{`${NEXT}.`}</Paragraph>
      <ButtonLink href={link}>Open Reelmix</ButtonLink>
    </MailLayout>
  );
}

export function jobFailedMail(input: { publicUrl: string; reason: string; jobName?: string }): Promise<MailContent> {
  const link = publicLink(input.publicUrl, '/');
  const text = [failedOf(input.jobName), '', input.reason, '', `${NEXT}: ${link}`].join('\n');
  return mailContent(subjectOf(input.jobName), <JobFailedEmail reason={input.reason} link={link} jobName={input.jobName} />, text);
}
