import { CLIP_ID, type DomainError } from '@reelmix/contracts';
import { GatewayErrors } from '../gateway-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Not an id at all: answered with the owning service's words for one that does not exist. */
function idFromUrl(notFound: () => DomainError): (id: string) => string {
  return (id) => {
    if (!UUID.test(id)) throw notFound();
    return id;
  };
}

/** A job id from a URL; anything else is a job that does not exist, answered before any lookup. */
export const jobId = idFromUrl(GatewayErrors.jobNotFound);

/** A library clip's id from a URL, likewise. */
export const libraryClipId = idFromUrl(GatewayErrors.clipNotFound);

/** A kept report's id from a URL, likewise. */
export const reportId = idFromUrl(GatewayErrors.reportNotFound);

/** An API key's id from a URL, likewise. */
export const apiKeyId = idFromUrl(GatewayErrors.apiKeyNotFound);

/** A webhook endpoint's id from a URL, likewise. */
export const webhookEndpointId = idFromUrl(GatewayErrors.webhookEndpointNotFound);

/** A webhook delivery's id from a URL, likewise. */
export const webhookDeliveryId = idFromUrl(GatewayErrors.webhookDeliveryNotFound);

/** A clip of a job from a URL (`intro-2`), likewise. */
export function jobClipId(id: string): string {
  if (!CLIP_ID.test(id)) throw GatewayErrors.clipNotFound();
  return id;
}
