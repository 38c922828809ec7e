import { newStripeId } from './stripe-ids';
import { type StripeApiError } from './stripe-api-error';
import { type StripeErrorBody } from './stripe-shapes';

/** An answer ready to write: the JSON text is fixed when it is made, so later changes to state don't leak into it. */
export interface ApiResponse {
  status: number;
  json: string;
  headers: Record<string, string>;
}

export function jsonResponse(status: number, body: unknown): ApiResponse {
  return { status, json: JSON.stringify(body), headers: { 'Request-Id': newStripeId('req') } };
}

export function errorResponse(status: number, error: StripeErrorBody): ApiResponse {
  return jsonResponse(status, { error });
}

export function responseFor(error: StripeApiError): ApiResponse {
  return errorResponse(error.status, error.body);
}
