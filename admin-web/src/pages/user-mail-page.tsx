import { Card, CardContent, buttonClassName } from '@reelmix/ui';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { UserLoadError } from '../components/user-load-error';
import { MailForm } from '../features/mail/mail-form';
import { MailNotConfiguredBanner } from '../features/mail/mail-not-configured-banner';
import { useEmailSettings } from '../hooks/use-email-settings';
import { useUser } from '../hooks/use-user';
import { buildRoute, ROUTES } from '../routes';

/** The e-mail composer (docs/product-rules.md#e-mail-to-a-user). */
export function UserMailPage() {
  const { id = '' } = useParams();
  const { user, isLoading, error } = useUser(id);
  const { settings, isLoading: settingsLoading } = useEmailSettings();
  // The mail service says whether mail can go out, by the rule its sender follows: the dev mailbox
  // counts, as the settings' test e-mail shows (a sender and an SMTP host are one way).
  const configured = settings?.delivery.canSend ?? false;
  const toDevMailbox = settings?.delivery.transport === 'dev-mailbox';

  return (
    <div className="page page--narrow">
      <title>Send Email · Reelmix Admin</title>
      <div className="toolbar">
        <Link to={buildRoute(ROUTES.userDetail, { params: { id } })} className={buttonClassName({ variant: 'outline' })}>
          <span aria-hidden="true">← </span>
          Back
        </Link>
      </div>
      <div className="page__heading">
        <h1 className="page__title">Send Email</h1>
        {user && <p className="page__lead page__title--break">To: {user.email}</p>}
      </div>

      {!settingsLoading && !configured && <MailNotConfiguredBanner />}
      {configured && toDevMailbox && (
        <p className="page__lead" role="note">
          No SMTP server is set: mail is kept in the local dev mailbox instead of being delivered.
        </p>
      )}

      {isLoading && <PageLoading label="Loading user" />}
      {error && !user && <UserLoadError error={error} />}
      {user && (
        <Card>
          <CardContent>
            <MailForm user={user} canSend={configured} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
