import type { WebhookEndpointView } from '@reelmix/contracts/browser';
import { Badge, Button } from '@reelmix/ui';
import { useId, useState } from 'react';
import { formatDateTime } from '../dashboard/format-date';
import { WebhookDeliveries } from './webhook-deliveries';

export interface WebhookEndpointItemProps {
  endpoint: WebhookEndpointView;
  onDelete: (endpoint: WebhookEndpointView) => void;
}

/** One endpoint: its address, the events it hears, and its delivery log behind a toggle (read only when opened). */
export function WebhookEndpointItem({ endpoint, onDelete }: WebhookEndpointItemProps) {
  const titleId = useId();
  const deliveriesId = useId();
  const [showDeliveries, setShowDeliveries] = useState(false);
  return (
    <article className="developer-endpoint" aria-labelledby={titleId}>
      <div className="developer-endpoint__head">
        <div className="developer-endpoint__about">
          <h3 id={titleId} className="developer-endpoint__url">
            {endpoint.url}
          </h3>
          <ul className="developer-endpoint__events" aria-label="Events">
            {endpoint.events.map((type) => (
              <li key={type}>
                <Badge>{type}</Badge>
              </li>
            ))}
          </ul>
          <p className="developer-note">Added {formatDateTime(endpoint.createdAt)}</p>
        </div>
        <div className="developer-endpoint__actions">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showDeliveries}
            aria-controls={deliveriesId}
            aria-label={`Deliveries to ${endpoint.url}`}
            onClick={() => setShowDeliveries((shown) => !shown)}
          >
            Deliveries
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${endpoint.url}`} onClick={() => onDelete(endpoint)}>
            Delete
          </Button>
        </div>
      </div>
      <div id={deliveriesId} hidden={!showDeliveries}>
        {showDeliveries && <WebhookDeliveries endpoint={endpoint} />}
      </div>
    </article>
  );
}
