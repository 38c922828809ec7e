import { ButtonLink, OPEN_DASHBOARD, Paragraph } from './mail-blocks';
import { MailLayout } from './mail-layout';

/** A mail of a few sentences that ends with the button to the customer's dashboard. */
export function DashboardMail({ title, lines, dashboard }: { title: string; lines: string[]; dashboard: string }) {
  return (
    <MailLayout title={title}>
      {lines.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      <ButtonLink href={dashboard}>{OPEN_DASHBOARD}</ButtonLink>
    </MailLayout>
  );
}
