import { CLIP_ID } from '@reelmix/contracts';
import { GatewayErrors } from '../gateway-errors';
import { idFromUrl } from '../http/id-from-url';

/** A job id from a URL; anything else is a job that does not exist, answered before any lookup. */
export const jobId = idFromUrl(GatewayErrors.jobNotFound);

/** A clip of a job from a URL (`intro-2`), likewise. */
export function jobClipId(id: string): string {
  if (!CLIP_ID.test(id)) throw GatewayErrors.clipNotFound();
  return id;
}
