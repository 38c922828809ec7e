import { DomainError, ErrorCode, WEBHOOK_LIMITS, WEBHOOK_URL_REFUSED } from '@reelmix/contracts';

export const TOO_MANY_WEBHOOK_ENDPOINTS = `You already have ${WEBHOOK_LIMITS.perUser} webhook endpoints. Delete one to add another.`;
export const WEBHOOK_ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
export const WEBHOOK_DELIVERY_NOT_FOUND = 'Webhook delivery not found';
export const SECRETS_KEY_MISSING =
  'Webhook endpoints cannot be added right now: the webhooks service has no WEBHOOKS_SECRETS_KEY to encrypt their signing secrets with';

/** The webhooks service's refusals, each with its code and its words. */
export const WebhooksErrors = {
  /** With the URL policy's reason in the details. */
  urlRefused: (reason: string) => new DomainError(ErrorCode.ValidationFailed, WEBHOOK_URL_REFUSED, { reason }),
  tooManyEndpoints: () => new DomainError(ErrorCode.Conflict, TOO_MANY_WEBHOOK_ENDPOINTS),
  endpointNotFound: () => new DomainError(ErrorCode.NotFound, WEBHOOK_ENDPOINT_NOT_FOUND),
  deliveryNotFound: () => new DomainError(ErrorCode.NotFound, WEBHOOK_DELIVERY_NOT_FOUND),
  /** The key is missing, so no new signing secret may be stored readable. */
  secretsKeyMissing: () => new DomainError(ErrorCode.ServiceUnavailable, SECRETS_KEY_MISSING),
};
