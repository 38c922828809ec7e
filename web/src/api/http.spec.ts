import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRead, apiUrl, apiWrite, toErrorMessage } from './http';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body = '', statusText = '') {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, statusText }));
}

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

describe('http helpers', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  describe('apiUrl', () => {
    it('puts paths under /api unless they already are', () => {
      expect(apiUrl('/auth/me')).toBe('/api/auth/me');
      expect(apiUrl('jobs/user')).toBe('/api/jobs/user');
      expect(apiUrl('/api/jobs/user')).toBe('/api/jobs/user');
    });
  });

  describe('apiRead', () => {
    it('sends a GET with cookies and no-cache headers and parses the JSON answer', async () => {
      respond(200, JSON.stringify({ id: 7, email: 'a@b.co' }));

      await expect(apiRead('/auth/me')).resolves.toEqual({ id: 7, email: 'a@b.co' });

      const { url, init, headers } = lastRequest();
      expect(url).toBe('/api/auth/me');
      expect(init.method).toBe('GET');
      expect(init.credentials).toBe('include');
      expect(headers['Cache-Control']).toBe('no-cache');
      expect(headers.Pragma).toBe('no-cache');
      expect(init.body).toBeUndefined();
    });

    it("reports 401 as 'Authentication required'", async () => {
      respond(401, 'Unauthorized');

      const error = await apiRead('/auth/me').catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 401, message: 'Authentication required' });
    });

    it('reports other failures with the response text, or the status text when empty', async () => {
      respond(500, 'Database unavailable', 'Internal Server Error');
      await expect(apiRead('/jobs/user')).rejects.toThrow('Database unavailable');

      respond(503, '', 'Service Unavailable');
      await expect(apiRead('/jobs/user')).rejects.toThrow('Service Unavailable');
    });
  });

  describe('apiWrite', () => {
    it('sends a JSON body with a JSON content type', async () => {
      respond(200, JSON.stringify({ id: 1 }));

      await expect(apiWrite('POST', '/auth/login', { email: 'a@b.co', password: 'secret1' })).resolves.toEqual({ id: 1 });

      const { url, init, headers } = lastRequest();
      expect(url).toBe('/api/auth/login');
      expect(init.method).toBe('POST');
      expect(init.credentials).toBe('include');
      expect(headers['Content-Type']).toBe('application/json');
      expect(headers['Cache-Control']).toBe('no-cache');
      expect(init.body).toBe('{"email":"a@b.co","password":"secret1"}');
    });

    it('leaves the content type of multipart bodies to the browser', async () => {
      respond(200, '{}');
      const form = new FormData();
      form.append('intro', new Blob(['x']), 'intro.mp4');

      await apiWrite('POST', '/upload', form);

      const { init, headers } = lastRequest();
      expect(init.body).toBe(form);
      expect(headers['Content-Type']).toBeUndefined();
    });

    it('sends no body and no content type when there is nothing to send', async () => {
      respond(204);

      await expect(apiWrite('POST', '/auth/logout')).resolves.toBeUndefined();

      const { init, headers } = lastRequest();
      expect(init.body).toBeUndefined();
      expect(headers['Content-Type']).toBeUndefined();
    });

    it("reports failures as '{status}: {text}', falling back to the status text", async () => {
      respond(409, 'Email already registered', 'Conflict');
      await expect(apiWrite('POST', '/auth/register', {})).rejects.toThrow('409: Email already registered');

      respond(500, '', 'Internal Server Error');
      await expect(apiWrite('POST', '/payment/cancel')).rejects.toThrow('500: Internal Server Error');
    });

    it('reports a 401 write in the write format, not as a read', async () => {
      respond(401, 'Session expired');
      await expect(apiWrite('POST', '/payment/cancel')).rejects.toMatchObject({ status: 401, message: '401: Session expired' });
    });
  });

  it('logs and rethrows network failures', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(apiRead('/jobs/user')).rejects.toThrow('Failed to fetch');
    expect(consoleError).toHaveBeenCalledWith('Network request failed: GET /api/jobs/user', expect.any(TypeError));
  });

  it('turns unknown thrown values into a readable message', () => {
    expect(toErrorMessage(new Error('Upload failed'))).toBe('Upload failed');
    expect(toErrorMessage({ weird: true })).toBe('Unknown error occurred');
    expect(toErrorMessage(undefined)).toBe('Unknown error occurred');
  });
});
