import { ButtonLink, Paragraph, TextLink } from './mail-blocks';
import type { MailContent } from './mail-content';
import { MailLayout } from './mail-layout';
import { publicLink } from './public-link';
import { mailContent } from './render-mail';

const SUBJECT = 'Reset your Reelmix password';
const REQUESTED = 'We received a request to reset the password of your Reelmix account.';
const ACTION = 'Choose a new password';
const TERMS = 'The link expires in one hour and works once. If you did not ask for it, ignore this e-mail; your password stays as it is.';

export function PasswordResetEmail({ link }: { link: string }) {
  return (
    <MailLayout title={SUBJECT}>
      <Paragraph>{REQUESTED}</Paragraph>
      <ButtonLink href={link}>{ACTION}</ButtonLink>
      <Paragraph>
        Or open this link: <TextLink href={link}>{link}</TextLink>
      </Paragraph>
      <Paragraph>{TERMS}</Paragraph>
    </MailLayout>
  );
}

export function passwordResetMail(input: { publicUrl: string; token: string }): Promise<MailContent> {
  const link = publicLink(input.publicUrl, `/reset-password/${encodeURIComponent(input.token)}`);
  const text = [REQUESTED, '', `${ACTION}: ${link}`, '', TERMS].join('\n');
  return mailContent(SUBJECT, <PasswordResetEmail link={link} />, text);
}
