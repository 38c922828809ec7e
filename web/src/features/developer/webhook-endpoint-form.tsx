import { WEBHOOK_EVENT_TYPES, type CreatedWebhookEndpoint, type WebhookEventType } from '@reelmix/contracts/browser';
import { Button } from '@reelmix/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../account/form-field';
import { EVENT_DESCRIPTIONS } from './developer-labels';
import { refusalMessage } from './refusal-message';
import { useCreateWebhookEndpoint } from './use-create-webhook-endpoint';
import { webhookUrlProblem } from './webhook-url-problem';

const EVENTS_REQUIRED = 'Choose at least one event.';

/** Registers an endpoint for the chosen events; the caller shows the signing secret of the answer. */
export function WebhookEndpointForm({ onCreated }: { onCreated: (endpoint: CreatedWebhookEndpoint) => void }) {
  const eventsId = useId();
  const [url, setUrl] = useState('');
  // Every event by default: most receivers want to hear of each, and can ignore what they do not need.
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [eventsProblem, setEventsProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateWebhookEndpoint();

  function toggle(event: WebhookEventType, chosen: boolean) {
    // Kept in the contract's order, whatever order they are ticked in.
    setEvents((current) => WEBHOOK_EVENT_TYPES.filter((type) => (type === event ? chosen : current.includes(type))));
  }

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const address = url.trim();
    const badUrl = webhookUrlProblem(address);
    const noEvents = events.length === 0 ? EVENTS_REQUIRED : null;
    setUrlProblem(badUrl);
    setEventsProblem(noEvents);
    setRefusal(null);
    if (badUrl || noEvents) return;
    create.mutate(
      { url: address, events },
      {
        onSuccess: (endpoint) => {
          setUrl('');
          onCreated(endpoint);
        },
        // 400 says why the address was refused (not https, not public); 409 that the limit is reached.
        onError: (failure) => setRefusal(refusalMessage(failure)),
      },
    );
  }

  return (
    <form className="developer-form" onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <FormField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/reelmix-events"
        autoComplete="off"
        spellCheck={false}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={urlProblem ?? undefined}
      />
      <fieldset className="developer-events" aria-describedby={eventsProblem ? `${eventsId}-problem` : undefined}>
        <legend className="rm-label">Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <div key={type} className="developer-events__choice">
            <input
              id={`${eventsId}-${type}`}
              type="checkbox"
              checked={events.includes(type)}
              aria-describedby={`${eventsId}-${type}-about`}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            <label htmlFor={`${eventsId}-${type}`}>
              <code>{type}</code>
            </label>
            <span id={`${eventsId}-${type}-about`} className="developer-events__about">
              {EVENT_DESCRIPTIONS[type]}
            </span>
          </div>
        ))}
        {eventsProblem && (
          <p id={`${eventsId}-problem`} className="form__error">
            {eventsProblem}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={create.isPending}>
          Add endpoint
        </Button>
      </div>
      {refusal && (
        <p className="developer-form__problem" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
