import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER, type CreatedWebhookEndpoint } from '@reelmix/contracts/browser';
import { Button, Spinner } from '@reelmix/ui';
import { useId, useState } from 'react';
import { DeleteWebhookEndpointDialog } from './delete-webhook-endpoint-dialog';
import { OneTimeSecret } from './one-time-secret';
import { loadProblem } from './refusal-message';
import { useWebhookEndpointDeletion } from './use-webhook-endpoint-deletion';
import { useWebhookEndpoints } from './use-webhook-endpoints';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointItem } from './webhook-endpoint-item';

/** Registering, listing and deleting webhook endpoints. A new endpoint's signing secret is shown once. */
export function WebhooksSection() {
  const titleId = useId();
  const endpoints = useWebhookEndpoints();
  // Only in this component's state: the secret is gone once the panel closes or the page is left.
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const deletion = useWebhookEndpointDeletion({
    onDeleted: (endpoint) => setCreated((shown) => (shown?.id === endpoint.id ? null : shown)),
  });
  const list = endpoints.data ?? [];

  return (
    <section className="developer-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="developer-section__title">
        Webhooks
      </h2>
      <p className="developer-section__lead">
        Reelmix POSTs a JSON event to your https:// endpoint when a job finishes, fails or has an output ready, and when a video is published as an ad or fails to publish, signed in the{' '}
        <code>{WEBHOOK_SIGNATURE_HEADER}</code> header with the endpoint&apos;s secret. Up to {WEBHOOK_LIMITS.perUser} endpoints.
      </p>

      <WebhookEndpointForm onCreated={setCreated} />
      {created && (
        <OneTimeSecret title={`Signing secret for ${created.url}`} label="Signing secret" value={created.secret} onDone={() => setCreated(null)} />
      )}

      {endpoints.isPending && <Spinner label="Loading your webhook endpoints" />}
      {endpoints.isError && (
        <div className="developer-problem" role="alert">
          <p>{loadProblem(endpoints.error, 'Your webhook endpoints could not be loaded. Please try again.')}</p>
          <Button variant="outline" size="sm" onClick={() => void endpoints.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      {endpoints.isSuccess && list.length === 0 && <p className="developer-note">No endpoints yet.</p>}
      {list.length > 0 && (
        <ul className="developer-endpoints" aria-label="Webhook endpoints">
          {list.map((endpoint) => (
            <li key={endpoint.id}>
              <WebhookEndpointItem endpoint={endpoint} onDelete={deletion.ask} />
            </li>
          ))}
        </ul>
      )}

      <DeleteWebhookEndpointDialog
        endpoint={deletion.target}
        deleting={deletion.deleting}
        error={deletion.error}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </section>
  );
}
