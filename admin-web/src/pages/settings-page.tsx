import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@reelmix/ui';
import { ErrorPanel } from '../components/error-panel';
import { PageLoading } from '../components/page-loading';
import { EmailSettingsForm } from '../features/settings/email-settings-form';
import { NoSmtpServerNotice } from '../features/settings/no-smtp-server-notice';
import { TestEmailForm } from '../features/settings/test-email-form';
import { WebhookCard } from '../features/settings/webhook-card';
import { useAdminIdentity } from '../hooks/use-admin-identity';
import { useEmailSettings } from '../hooks/use-email-settings';
import { messageOr } from '../lib/server-message';

/** Settings (docs/product-rules.md#e-mail-settings): the payment webhook and outgoing e-mail. */
export function SettingsPage() {
  const { admin } = useAdminIdentity();
  const { settings, isLoading, error, isRefreshing, refresh } = useEmailSettings();

  return (
    <div className="page page--narrow">
      <title>Settings · Reelmix Admin</title>
      <div className="page__heading">
        <h1 className="page__title">Settings</h1>
        <p className="page__lead">Payments webhook and outgoing e-mail.</p>
      </div>

      <WebhookCard />

      <Card role="region" aria-labelledby="email-settings-title">
        <CardHeader>
          <CardTitle level={2} id="email-settings-title">
            Email Settings
          </CardTitle>
          <CardDescription>The SMTP server and sender used for every e-mail Reelmix sends.</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading && <PageLoading label="Loading email settings" />}
          {error && !settings && (
            <ErrorPanel
              level={3}
              title="Could not load email settings"
              message={messageOr(error, 'An unknown error occurred')}
              action={
                <Button variant="outline" onClick={refresh} loading={isRefreshing}>
                  Try again
                </Button>
              }
            />
          )}
          {settings?.delivery.transport === 'none' && <NoSmtpServerNotice waiting={settings.delivery.waiting} />}
          {settings && <EmailSettingsForm key={String(settings.smtpPasswordSet)} settings={settings} />}
        </CardContent>
        {settings && (
          <CardFooter className="card__footer--block">
            <TestEmailForm defaultRecipient={admin?.email ?? ''} />
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
