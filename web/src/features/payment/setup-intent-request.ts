import { createSetupForRegistration, createSubscription, type SetupIntentView } from '../../api/payment';
import { toErrorMessage } from '../../api/http';
import { messageOfBody } from '../../lib/server-message';

/** The registration setup call gives up after 30 s (docs/product-rules.md#registration-trial-and-billing). */
export const SETUP_TIMEOUT_MS = 30_000;

/** The setup answer may lack a client secret; the checkout says so when it needs one. */
export type SetupAnswer = Partial<SetupIntentView>;

/** create-subscription answered 409: the customer already has Pro. */
export class AlreadySubscribedError extends Error {
  override readonly name = 'AlreadySubscribedError';
}

/**
 * Step 1 of registration (docs/product-rules.md#registration-trial-and-billing): a card setup for a new address. Every failure is an
 * Error whose message is a 'Payment Setup Failed' text.
 */
export async function requestRegistrationSetup(email: string, timeoutMs = SETUP_TIMEOUT_MS): Promise<SetupAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await createSetupForRegistration(email, { signal: controller.signal });
    text = await response.text();
  } catch (error) {
    if (controller.signal.aborted) throw new Error('Request timeout. Please check your connection and try again.');
    throw new Error(`Network error: ${toErrorMessage(error)}. Please check your connection and try again.`);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new Error(registrationSetupFailure(response.status, text));
  return parseSetup(text, 'Server returned empty response', 'Server returned invalid response. Please try again in a moment.');
}

function registrationSetupFailure(status: number, text: string): string {
  if (status === 409) {
    return canLogin(text)
      ? 'This email is already registered. Please use the Login tab to access your account.'
      : 'An account with this email already exists. Please try logging in instead.';
  }
  if (status >= 500) return 'Server error occurred. Please try again in a moment.';
  if (status === 404) return 'Payment service not available. Please contact support.';
  return messageOfBody(text) ?? `Payment setup failed (${status})`;
}

function canLogin(text: string): boolean {
  try {
    return (JSON.parse(text) as { canLogin?: unknown } | null)?.canLogin === true;
  } catch {
    return false;
  }
}

/** A signed-in customer without Pro starts a subscription (docs/product-rules.md#registration-trial-and-billing, step 2). */
export async function requestSubscriptionSetup(): Promise<SetupAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await createSubscription();
    text = await response.text();
  } catch {
    throw new Error('Network connection failed. Please check your internet connection and try again.');
  }
  if (response.status === 409) throw new AlreadySubscribedError(messageOfBody(text) ?? 'You already have a Pro subscription.');
  if (!response.ok) throw new Error(messageOfBody(text) ?? 'Failed to create subscription');
  return parseSetup(text, 'Server communication error', 'Server response could not be processed.');
}

function parseSetup(text: string, emptyMessage: string, invalidMessage: string): SetupAnswer {
  if (!text.trim()) throw new Error(emptyMessage);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(invalidMessage);
  }
  if (body === null || typeof body !== 'object') throw new Error(invalidMessage);
  return body as SetupAnswer;
}
