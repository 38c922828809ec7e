import { longDate } from './dates';
import { DashboardMail } from './dashboard-mail';
import { OPEN_DASHBOARD } from './mail-blocks';
import type { MailContent } from './mail-content';
import { dashboardLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Your Reelmix Pro trial has started';

export function trialStartedMail(input: { publicUrl: string; trialEnd: string; monthlyPrice: string }): Promise<MailContent> {
  const dashboard = dashboardLink(input.publicUrl);
  const end = longDate(input.trialEnd);
  const lines = [
    `Your free Reelmix Pro trial has started and runs until ${end}.`,
    `After the trial, Pro costs ${input.monthlyPrice}/month, charged to the card you added, unless you cancel before ${end}.`,
    'To cancel, open your dashboard and cancel your subscription. You keep Pro until the trial ends and are not charged.',
  ];
  const text = [...lines.flatMap((line) => [line, '']), `${OPEN_DASHBOARD}: ${dashboard}`].join('\n');
  return mailContent(SUBJECT, <DashboardMail title={SUBJECT} lines={lines} dashboard={dashboard} />, text);
}
