import { describe, expect, it, vi } from 'vitest';
import { enrolAffiliate } from './enrol-affiliate';

function answer(text: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(text, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('enrolAffiliate', () => {
  it('asks the signup-url call with the session cookie and returns its answer', async () => {
    const body = { status: 'enrolled', data: { message: 'Welcome', signupUrl: 'https://x.test/affiliate', referralLink: 'https://x.test/?via=AB12', affiliateCode: 'AB12' } };
    const fetchMock = answer(JSON.stringify(body));

    await expect(enrolAffiliate()).resolves.toEqual(body);
    expect(fetchMock).toHaveBeenCalledWith('/api/affiliate/signup-url', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it("reads a refusal's message first, then its error", async () => {
    answer(JSON.stringify({ error: 'Forbidden', message: 'This account has been deleted' }), { status: 403 });
    await expect(enrolAffiliate()).rejects.toThrow('This account has been deleted');

    answer(JSON.stringify({ error: 'Authentication required' }), { status: 401 });
    await expect(enrolAffiliate()).rejects.toThrow('Authentication required');
  });

  it('falls back to the status line when a refusal says nothing readable', async () => {
    answer('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' });

    await expect(enrolAffiliate()).rejects.toThrow('Server error: 502 Bad Gateway');
  });

  it('says so when a success is not JSON', async () => {
    answer('<!doctype html><p>app</p>');
    await expect(enrolAffiliate()).rejects.toThrow('Server returned invalid response format');

    answer('');
    await expect(enrolAffiliate()).rejects.toThrow('Server returned invalid response format');
  });
});
