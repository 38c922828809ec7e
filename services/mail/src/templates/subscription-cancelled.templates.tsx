import { longDate } from './dates';
import { ButtonLink, OPEN_DASHBOARD, Paragraph } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { dashboardLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Your Reelmix Pro subscription is cancelled';
const CANCELLED = 'Your Pro subscription is cancelled and you will not be charged again.';
const COMING_BACK = 'You can subscribe again from your dashboard at any time.';

export function SubscriptionCancelledEmail({ lines, dashboard }: { lines: string[]; dashboard: string }) {
  return (
    <MailLayout title={SUBJECT}>
      {lines.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      <ButtonLink href={dashboard}>{OPEN_DASHBOARD}</ButtonLink>
    </MailLayout>
  );
}

export function subscriptionCancelledMail(input: { publicUrl: string; accessUntil: string | null }): Promise<MailContent> {
  const dashboard = dashboardLink(input.publicUrl);
  const access = input.accessUntil
    ? `You keep Pro until ${longDate(input.accessUntil)}. After that your account moves to the free plan; your account and your videos stay.`
    : 'Pro has ended now and your account is on the free plan; your account and your videos stay.';
  const lines = [CANCELLED, access, COMING_BACK];
  const text = [...lines, `${OPEN_DASHBOARD}: ${dashboard}`].join('\n\n');
  return mailContent(SUBJECT, <SubscriptionCancelledEmail lines={lines} dashboard={dashboard} />, text);
}
