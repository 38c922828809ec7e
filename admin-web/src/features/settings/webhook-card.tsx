import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useToast } from '@reelmix/ui';
import { PageLoading } from '../../components/page-loading';
import { useErrorToast } from '../../hooks/use-error-toast';
import { useSetupWebhook } from '../../hooks/use-setup-webhook';
import { useWebhookStatus } from '../../hooks/use-webhook-status';
import { messageOr, serverMessage } from '../../lib/server-message';

/** docs/product-rules.md#e-mail-settings: the payment provider's webhook; set up only while it is not configured. */
export function WebhookCard() {
  const { toast } = useToast();
  const { status, isLoading, error, isRefreshing, refresh } = useWebhookStatus();
  const setup = useSetupWebhook();
  const loadMessage = error ? `Error loading webhook status: ${messageOr(error, error instanceof Error ? error.message : 'An unknown error occurred')}` : undefined;
  useErrorToast(error, 'Error', loadMessage);

  const onSetup = () =>
    setup.mutate(undefined, {
      onSuccess: (answer) => toast({ title: 'Webhook configured', description: answer.message, variant: 'success' }),
      onError: (failure) => toast({ title: 'Webhook setup failed', description: serverMessage(failure), variant: 'destructive' }),
    });

  return (
    <Card role="region" aria-labelledby="webhook-title">
      <CardHeader>
        <CardTitle level={2} id="webhook-title">
          Payment Webhook
        </CardTitle>
        <CardDescription>The payment provider tells Reelmix about subscriptions and invoices through this endpoint.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {isLoading && <PageLoading label="Loading webhook status" />}
        {error && !status && (
          <div className="stack" role="alert">
            <p className="form__error">{loadMessage}</p>
            <Button variant="outline" onClick={refresh} loading={isRefreshing} className="self-start">
              Try again
            </Button>
          </div>
        )}
        {status && (
          <>
            <dl className="facts">
              <div className="facts__row">
                <dt>Status</dt>
                <dd>
                  <Badge variant={status.webhookConfigured ? 'success' : 'destructive'}>{status.webhookConfigured ? 'Configured' : 'Not Configured'}</Badge>
                </dd>
              </div>
              {status.webhookUrl && (
                <div className="facts__row">
                  <dt>URL</dt>
                  <dd className="facts__break">
                    <code>{status.webhookUrl}</code>
                  </dd>
                </div>
              )}
            </dl>
            {status.message && <p className="muted">{status.message}</p>}
            {!status.webhookConfigured && (
              <Button onClick={onSetup} loading={setup.isPending} className="self-start">
                Set Up Webhook
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
