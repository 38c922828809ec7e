import { type StripeErrorBody } from './stripe-shapes';

/** A failure the fake answers the way Stripe would: an HTTP status and Stripe's error object. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }
}

/** An id in the URL that names nothing answers 404, as Stripe does. */
export function noSuchObjectInPath(label: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param: 'id',
    message: `No such ${label}: '${id}'`,
  });
}

/** An id in the request body that names nothing is a bad parameter, so Stripe answers 400. */
export function noSuchObjectInParam(label: string, id: string, param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${label}: '${id}'`,
  });
}

/** Stripe only lets a customer use a payment method attached to that customer. */
export function paymentMethodNotAttached(paymentMethodId: string, param: string): StripeApiError {
  return invalidParam(
    param,
    `The customer does not have a payment method with the ID ${paymentMethodId}. ` +
      'The payment method must be attached to the customer.',
    'resource_missing',
  );
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function invalidParam(param: string, message: string, code?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', ...(code ? { code } : {}), param, message });
}

export function invalidRequest(message: string, code?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', ...(code ? { code } : {}), message });
}

export function unrecognizedUrl(method: string, path: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    message:
      `Unrecognized request URL (${method}: ${path}). ` +
      'This fake Stripe API serves only the endpoints the project uses.',
  });
}
