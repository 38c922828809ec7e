import { CLIP_ID, DomainError, ErrorCode } from '@reelmix/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function idFromUrl(what: string): (id: string) => string {
  return (id) => {
    if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, `${what} not found`);
    return id;
  };
}

/** A job id from a URL; anything else is a job that does not exist, answered before any lookup. */
export const jobId = idFromUrl('Job');

/** A library clip's id from a URL, likewise. */
export const libraryClipId = idFromUrl('Clip');

/** A kept report's id from a URL, likewise. */
export const reportId = idFromUrl('Report');

/** An API key's id from a URL, likewise. */
export const apiKeyId = idFromUrl('API key');

/** A webhook endpoint's id from a URL, likewise. */
export const webhookEndpointId = idFromUrl('Webhook endpoint');

/** A webhook delivery's id from a URL, likewise. */
export const webhookDeliveryId = idFromUrl('Webhook delivery');

/** A clip of a job from a URL (`intro-2`), likewise. */
export function jobClipId(id: string): string {
  if (!CLIP_ID.test(id)) throw new DomainError(ErrorCode.NotFound, 'Clip not found');
  return id;
}
