import { counted } from '@reelmix/contracts';
import { duration, longDate } from './dates';
import { ButtonLink, List, Paragraph, TextLink } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { dashboardLink } from './public-link';
import { mailContent } from './render-mail';

const DOWNLOAD_ALL = 'Download all (zip)';

export interface JobCompletedMailInput {
  publicUrl: string;
  /** The job's name; absent for a job finished before jobs had names. */
  jobName?: string;
  outputCount: number;
  /** One signed link per finished file, named as in the zip. */
  downloads: Array<{ fileName: string; url: string }>;
  /** The signed link to the zip of every file; absent when there is nothing to zip. */
  archiveUrl?: string;
  linksValidHours: number;
  linksExpireAt: Date;
}

interface JobCompletedEmailProps {
  subject: string;
  finished: string;
  archiveUrl?: string;
  downloads: JobCompletedMailInput['downloads'];
  validity: string;
  dashboard: string;
}

export function JobCompletedEmail({ subject, finished, archiveUrl, downloads, validity, dashboard }: JobCompletedEmailProps) {
  return (
    <MailLayout title={subject}>
      <Paragraph>{finished}</Paragraph>
      {archiveUrl && <ButtonLink href={archiveUrl}>{DOWNLOAD_ALL}</ButtonLink>}
      {downloads.length > 0 && (
        <List>
          {downloads.map((file) => (
            <li key={file.url}>
              <TextLink href={file.url}>{file.fileName}</TextLink>
            </li>
          ))}
        </List>
      )}
      <Paragraph>{validity}</Paragraph>
      <Paragraph>
        Your dashboard: <TextLink href={dashboard}>{dashboard}</TextLink>
      </Paragraph>
    </MailLayout>
  );
}

export function jobCompletedMail(input: JobCompletedMailInput): Promise<MailContent> {
  const dashboard = dashboardLink(input.publicUrl);
  const videos = counted(input.outputCount, 'video');
  const subject = input.jobName ? `Your videos are ready: ${input.jobName} (${videos})` : `Your videos are ready: ${videos}`;
  const job = input.jobName ? `Your job “${input.jobName}”` : 'Your job';
  const finished = `${job} has finished and ${counted(input.outputCount, 'video is', 'videos are')} ready to download.`;
  const validity = `These links work without signing in for ${duration(input.linksValidHours)}, until ${longDate(input.linksExpireAt)}. Keep them to yourself: anyone with a link can download that file. Later, download from your dashboard.`;
  const text = [
    finished,
    '',
    ...(input.archiveUrl ? [`${DOWNLOAD_ALL}: ${input.archiveUrl}`, ''] : []),
    ...input.downloads.map((file) => `${file.fileName}: ${file.url}`),
    ...(input.downloads.length > 0 ? [''] : []),
    validity,
    '',
    `Open your dashboard: ${dashboard}`,
  ].join('\n');
  const email = (
    <JobCompletedEmail subject={subject} finished={finished} archiveUrl={input.archiveUrl} downloads={input.downloads} validity={validity} dashboard={dashboard} />
  );
  return mailContent(subject, email, text);
}
