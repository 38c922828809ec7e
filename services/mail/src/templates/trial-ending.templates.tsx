import { longDate } from './dates';
import { ButtonLink, OPEN_DASHBOARD, Paragraph } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { dashboardLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Your Reelmix Pro trial ends in 2 days';

/** `howToCancel` ends without a stop: the text part puts the dashboard's address after it. */
export function TrialEndingEmail({ lines, howToCancel, dashboard }: { lines: string[]; howToCancel: string; dashboard: string }) {
  return (
    <MailLayout title={SUBJECT}>
      {lines.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      <Paragraph>{`${howToCancel}.`}</Paragraph>
      <ButtonLink href={dashboard}>{OPEN_DASHBOARD}</ButtonLink>
    </MailLayout>
  );
}

export function trialEndingMail(input: { publicUrl: string; trialEnd: string; monthlyPrice: string }): Promise<MailContent> {
  const dashboard = dashboardLink(input.publicUrl);
  const end = longDate(input.trialEnd);
  const lines = [`Your Pro trial ends in 2 days, on ${end}.`, `Your card will be charged ${input.monthlyPrice} then, and every month after, to keep Pro.`];
  const howToCancel = `Nothing to do if you want to stay on Pro. To cancel, open your dashboard before ${end}`;
  const text = [...lines, `${howToCancel}: ${dashboard}`].join('\n\n');
  return mailContent(SUBJECT, <TrialEndingEmail lines={lines} howToCancel={howToCancel} dashboard={dashboard} />, text);
}
