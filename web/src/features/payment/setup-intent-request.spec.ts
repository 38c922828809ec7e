import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { requestRegistrationSetup, SETUP_TIMEOUT_MS } from './setup-intent-request';
import { setupIntent } from './payment.fixtures';

describe('requestRegistrationSetup', () => {
  it('answers the setup intent', async () => {
    const api = mockApi({ 'POST /api/payment/create-setup-for-registration': { body: setupIntent() } });

    await expect(requestRegistrationSetup('new@example.com')).resolves.toEqual(setupIntent());
    expect(api.callsTo('POST /api/payment/create-setup-for-registration')[0].body).toEqual({ email: 'new@example.com' });
  });

  it('gives up after 30 s with the timeout message', async () => {
    expect(SETUP_TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers();
    try {
      // A request that only ends when it is aborted, as a hung connection does.
      vi.stubGlobal(
        'fetch',
        vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        })),
      );
      const pending = requestRegistrationSetup('new@example.com');
      const outcome = expect(pending).rejects.toThrow('Request timeout. Please check your connection and try again.');
      await vi.advanceTimersByTimeAsync(SETUP_TIMEOUT_MS);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });
});
