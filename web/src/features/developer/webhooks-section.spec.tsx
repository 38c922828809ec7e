import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_REFUSED } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../dashboard/format-date';
import { buildCreatedWebhookEndpoint, buildDelivery, buildWebhookEndpoint } from './developer.builder';
import { ENDPOINTS_ROUTE, openDeveloperPage, section, toastArea } from './open-developer-page';

const ENDPOINT = buildWebhookEndpoint();
const DELIVERIES_ROUTE = `GET /api/webhooks/${ENDPOINT.id}/deliveries`;
// Every event but the one the first test unticks.
const CHOSEN_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'job.failed');
const CREATED = buildCreatedWebhookEndpoint({ events: CHOSEN_EVENTS });
const { secret: SECRET, ...CREATED_VIEW } = CREATED;

const FAILED = buildDelivery({
  id: 'd-failed',
  eventId: 'evt-2',
  type: 'job.failed',
  status: 'failed',
  attempts: 9,
  createdAt: '2026-11-25T07:00:00.000Z',
  lastStatus: 500,
  lastError: 'Internal Server Error',
  deliveredAt: null,
});
const PENDING = buildDelivery({
  id: 'd-pending',
  eventId: 'evt-3',
  type: 'output.ready',
  status: 'pending',
  attempts: 2,
  createdAt: '2026-11-26T09:00:00.000Z',
  nextAttemptAt: '2026-11-26T09:02:00.000Z',
  lastStatus: null,
  lastError: 'connect ECONNREFUSED',
  deliveredAt: null,
});
const DELIVERED = buildDelivery();
const REPLAYED = buildDelivery({ id: 'd-replayed', eventId: 'evt-2', type: 'job.failed', createdAt: '2026-11-26T10:00:00.000Z' });

const rowOf = (table: HTMLElement, time: string) => within(within(table).getByRole('rowheader', { name: formatDateTime(time) }).closest('tr') as HTMLElement);

describe('webhooks', () => {
  it('adds an endpoint for the chosen events and shows its signing secret once', async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage({ 'POST /api/webhooks': { status: 201, body: CREATED } });
    const webhooks = await section('Webhooks');
    expect(await webhooks.findByText('No endpoints yet.')).toBeInTheDocument();

    // Every event is ticked at first.
    expect(webhooks.getAllByRole('checkbox').map((box) => [box.closest('div')?.querySelector('label')?.textContent, (box as HTMLInputElement).checked])).toEqual(
      WEBHOOK_EVENT_TYPES.map((type) => [type, true]),
    );
    await user.type(webhooks.getByRole('textbox', { name: 'Endpoint URL' }), 'https://agency.example.org/events');
    await user.click(webhooks.getByRole('checkbox', { name: 'job.failed' }));
    api.on(ENDPOINTS_ROUTE, { body: [CREATED_VIEW] });
    await user.click(webhooks.getByRole('button', { name: 'Add endpoint' }));

    const shown = within(await screen.findByRole('region', { name: 'Signing secret for https://agency.example.org/events' }));
    expect(api.callsTo('POST /api/webhooks').map((call) => call.body)).toEqual([
      { url: 'https://agency.example.org/events', events: CHOSEN_EVENTS },
    ]);
    expect(shown.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(SECRET);
    expect(shown.getByText(/it will not be shown again/)).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SECRET);

    const endpoint = within(await webhooks.findByRole('article', { name: 'https://agency.example.org/events' }));
    expect(within(endpoint.getByRole('list', { name: 'Events' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CHOSEN_EVENTS);
    expect(endpoint.queryByText(SECRET)).not.toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'I have copied it' }));
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('refuses an address that is not a web address, or no event, before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage();
    const webhooks = await section('Webhooks');

    await user.type(webhooks.getByRole('textbox', { name: 'Endpoint URL' }), 'ftp://example.com/hook');
    for (const name of WEBHOOK_EVENT_TYPES) await user.click(webhooks.getByRole('checkbox', { name }));
    await user.click(webhooks.getByRole('button', { name: 'Add endpoint' }));

    expect(webhooks.getByRole('textbox', { name: 'Endpoint URL' })).toHaveAccessibleDescription(WEBHOOK_URL_REFUSED);
    expect(webhooks.getByText('Choose at least one event.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);
  });

  it("shows the server's reason for refusing an address", async () => {
    const user = userEvent.setup();
    openDeveloperPage({
      'POST /api/webhooks': {
        status: 400,
        body: { error: 'Bad Request', message: WEBHOOK_URL_REFUSED, code: 'VALIDATION_FAILED', details: { reason: 'hooks.internal resolves to a private address.' } },
      },
    });
    const webhooks = await section('Webhooks');

    await user.type(webhooks.getByRole('textbox', { name: 'Endpoint URL' }), 'https://hooks.internal/reelmix');
    await user.click(webhooks.getByRole('button', { name: 'Add endpoint' }));

    expect(await webhooks.findByRole('alert')).toHaveTextContent(`${WEBHOOK_URL_REFUSED} hooks.internal resolves to a private address.`);
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).not.toBeInTheDocument();
  });

  it("lists an endpoint's deliveries with status, attempts, last answer and next attempt, and replays one", async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage({
      [ENDPOINTS_ROUTE]: { body: [ENDPOINT] },
      [DELIVERIES_ROUTE]: { body: [PENDING, DELIVERED, FAILED] },
      'POST /api/webhooks/deliveries/d-failed/replay': { body: REPLAYED },
    });
    const endpoint = within(await screen.findByRole('article', { name: ENDPOINT.url }));
    expect(api.callsTo(DELIVERIES_ROUTE)).toHaveLength(0);

    const toggle = endpoint.getByRole('button', { name: `Deliveries to ${ENDPOINT.url}` });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const table = await endpoint.findByRole('table', { name: `Deliveries to ${ENDPOINT.url}` });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Event', 'Status', 'Last answer', 'Next attempt', 'Actions']);
    expect(rowOf(table, PENDING.createdAt).getByText('Pending')).toBeInTheDocument();
    expect(rowOf(table, PENDING.createdAt).getByText('2 attempts')).toBeInTheDocument();
    expect(rowOf(table, PENDING.createdAt).getByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(rowOf(table, PENDING.createdAt).getByText(formatDateTime('2026-11-26T09:02:00.000Z'))).toBeInTheDocument();
    expect(rowOf(table, DELIVERED.createdAt).getByText('Delivered')).toBeInTheDocument();
    expect(rowOf(table, DELIVERED.createdAt).getByText('1 attempt')).toBeInTheDocument();
    expect(rowOf(table, DELIVERED.createdAt).getByText('HTTP 200')).toBeInTheDocument();
    expect(rowOf(table, FAILED.createdAt).getByText('Failed')).toBeInTheDocument();
    expect(rowOf(table, FAILED.createdAt).getByText('9 attempts')).toBeInTheDocument();
    expect(rowOf(table, FAILED.createdAt).getByText('HTTP 500: Internal Server Error')).toBeInTheDocument();
    expect(rowOf(table, FAILED.createdAt).getByText('—')).toBeInTheDocument();

    api.on(DELIVERIES_ROUTE, { body: [REPLAYED, PENDING, DELIVERED, FAILED] });
    await user.click(rowOf(table, FAILED.createdAt).getByRole('button', { name: `Replay job.failed of ${formatDateTime(FAILED.createdAt)}` }));

    expect(await toastArea().findByText('The job.failed event is being sent again.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks/deliveries/d-failed/replay')).toHaveLength(1);
    await waitFor(() => expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([REPLAYED, PENDING, DELIVERED, FAILED].map((delivery) => formatDateTime(delivery.createdAt))));
  });

  it('says when nothing has been delivered yet', async () => {
    const user = userEvent.setup();
    openDeveloperPage({ [ENDPOINTS_ROUTE]: { body: [ENDPOINT] }, [DELIVERIES_ROUTE]: { body: [] } });

    const endpoint = within(await screen.findByRole('article', { name: ENDPOINT.url }));
    await user.click(endpoint.getByRole('button', { name: `Deliveries to ${ENDPOINT.url}` }));

    expect(await endpoint.findByText('Nothing has been sent to this endpoint yet.')).toBeInTheDocument();
  });

  it('deletes an endpoint only once the dialog is confirmed', async () => {
    const user = userEvent.setup();
    const { api } = openDeveloperPage({ [ENDPOINTS_ROUTE]: { body: [ENDPOINT] }, [`DELETE /api/webhooks/${ENDPOINT.id}`]: { status: 204 } });
    const endpoint = within(await screen.findByRole('article', { name: ENDPOINT.url }));

    await user.click(endpoint.getByRole('button', { name: `Delete ${ENDPOINT.url}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete webhook endpoint' });
    expect(dialog).toHaveAccessibleDescription(
      `Delete the endpoint ${ENDPOINT.url}? No more events are sent to it, and its delivery log goes with it. This cannot be undone.`,
    );
    expect(api.callsTo(`DELETE /api/webhooks/${ENDPOINT.id}`)).toHaveLength(0);

    api.on(ENDPOINTS_ROUTE, { body: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/webhooks/${ENDPOINT.id}`)).toHaveLength(1);
    expect(toastArea().getByText(`No more events are sent to ${ENDPOINT.url}.`)).toBeInTheDocument();
  });
});
