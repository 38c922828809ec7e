import { DomainError, ErrorCode, SharedErrors, WEBHOOK_LIMITS, WEBHOOK_URL_REFUSED } from '@reelmix/contracts';

export const TOO_MANY_WEBHOOK_ENDPOINTS = `You already have ${WEBHOOK_LIMITS.perUser} webhook endpoints. Delete one to add another.`;
export const SECRETS_KEY_MISSING =
  'Webhook endpoints cannot be added right now: the webhooks service has no WEBHOOKS_SECRETS_KEY to encrypt their signing secrets with';

/** The webhooks service's refusals, each with its code and its words. */
export const WebhooksErrors = {
  /** With the URL policy's reason in the details. */
  urlRefused: (reason: string) => new DomainError(ErrorCode.ValidationFailed, WEBHOOK_URL_REFUSED, { reason }),
  tooManyEndpoints: () => new DomainError(ErrorCode.Conflict, TOO_MANY_WEBHOOK_ENDPOINTS),
  endpointNotFound: SharedErrors.webhookEndpointNotFound,
  deliveryNotFound: SharedErrors.webhookDeliveryNotFound,
  /** The key is missing, so no new signing secret may be stored readable. */
  secretsKeyMissing: () => new DomainError(ErrorCode.ServiceUnavailable, SECRETS_KEY_MISSING),
};
