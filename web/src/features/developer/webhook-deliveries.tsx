import type { WebhookDeliveryView, WebhookEndpointView } from '@reelmix/contracts/browser';
import { Badge, Button, Spinner, useToast } from '@reelmix/ui';
import { TableScroll } from '../../components/table-scroll';
import { formatDateTime } from '../dashboard/format-date';
import { attemptsLabel, DELIVERY_STATUS, lastAnswerLabel, nextAttemptLabel } from './developer-labels';
import { refusalMessage } from './refusal-message';
import { useReplayWebhookDelivery } from './use-replay-webhook-delivery';
import { useWebhookDeliveries } from './use-webhook-deliveries';

/** An endpoint's latest deliveries, newest first, each with what became of it; any can be sent again. */
export function WebhookDeliveries({ endpoint }: { endpoint: WebhookEndpointView }) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const replay = useReplayWebhookDelivery();
  const { toast } = useToast();
  const caption = `Deliveries to ${endpoint.url}`;
  const log = deliveries.data ?? [];

  function sendAgain(delivery: WebhookDeliveryView) {
    replay.mutate(delivery, {
      onSuccess: () => toast({ title: 'Delivery Replayed', description: `The ${delivery.type} event is being sent again.`, variant: 'success' }),
      onError: (failure) => toast({ title: 'Replay Failed', description: refusalMessage(failure), variant: 'destructive' }),
    });
  }

  return (
    <div className="developer-deliveries">
      <div className="developer-deliveries__head">
        <p className="developer-note">Newest first. A failed delivery is retried for a day; Replay sends the event again now.</p>
        <Button variant="ghost" size="sm" loading={deliveries.isFetching} onClick={() => void deliveries.refetch()}>
          Refresh
        </Button>
      </div>
      {deliveries.isPending && <Spinner label="Loading deliveries" />}
      {deliveries.isError && (
        <p className="developer-problem" role="alert">
          The deliveries could not be loaded. Please try again.
        </p>
      )}
      {deliveries.isSuccess && log.length === 0 && <p className="developer-note">Nothing has been sent to this endpoint yet.</p>}
      {log.length > 0 && (
        <TableScroll label={caption}>
          <table className="data-table developer-table">
            <caption className="rm-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Last answer</th>
                <th scope="col">Next attempt</th>
                <th scope="col">
                  <span className="rm-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row" className="developer-table__date">
                    {formatDateTime(delivery.createdAt)}
                  </th>
                  <td>
                    <code>{delivery.type}</code>
                  </td>
                  <td className="developer-table__status">
                    <Badge variant={DELIVERY_STATUS[delivery.status].badge}>{DELIVERY_STATUS[delivery.status].label}</Badge>{' '}
                    <span className="developer-note">{attemptsLabel(delivery.attempts)}</span>
                  </td>
                  <td className="developer-table__answer">{lastAnswerLabel(delivery)}</td>
                  <td className="developer-table__date">{nextAttemptLabel(delivery)}</td>
                  <td>
                    <Button
                      variant="outline"
                      size="sm"
                      loading={replay.isPending && replay.variables?.id === delivery.id}
                      aria-label={`Replay ${delivery.type} of ${formatDateTime(delivery.createdAt)}`}
                      onClick={() => sendAgain(delivery)}
                    >
                      Replay
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}
