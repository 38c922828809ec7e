import { longDate } from './dates';
import { DashboardMail } from './dashboard-mail';
import { OPEN_DASHBOARD } from './mail-blocks';
import type { MailContent } from './mail-content';
import { dashboardLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Your Reelmix Pro subscription is cancelled';
const CANCELLED = 'Your Pro subscription is cancelled and you will not be charged again.';
const COMING_BACK = 'You can subscribe again from your dashboard at any time.';

export function subscriptionCancelledMail(input: { publicUrl: string; accessUntil: string | null }): Promise<MailContent> {
  const dashboard = dashboardLink(input.publicUrl);
  const access = input.accessUntil
    ? `You keep Pro until ${longDate(input.accessUntil)}. After that your account moves to the free plan; your account and your videos stay.`
    : 'Pro has ended now and your account is on the free plan; your account and your videos stay.';
  const lines = [CANCELLED, access, COMING_BACK];
  const text = [...lines, `${OPEN_DASHBOARD}: ${dashboard}`].join('\n\n');
  return mailContent(SUBJECT, <DashboardMail title={SUBJECT} lines={lines} dashboard={dashboard} />, text);
}
