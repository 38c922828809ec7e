import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildHealthReport, jsonResponse } from '../../test/health-builders';
import { fetchSystemHealth } from './health';

const fetchMock = vi.fn<typeof fetch>();

describe('fetchSystemHealth', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('reads GET /api/health with cookies and without caches', async () => {
    const report = buildHealthReport();
    fetchMock.mockResolvedValueOnce(jsonResponse(report));

    await expect(fetchSystemHealth()).resolves.toEqual(report);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', headers: { 'Cache-Control': 'no-cache' } });
  });

  it('returns the report the gateway sends with a 503 when something is down', async () => {
    const report = buildHealthReport({ status: 'down' });
    fetchMock.mockResolvedValueOnce(jsonResponse(report, 503, 'Service Unavailable'));

    await expect(fetchSystemHealth()).resolves.toEqual(report);
  });

  it('fails on a 503 that carries no report', async () => {
    fetchMock.mockResolvedValueOnce(new Response('upstream timeout', { status: 503, statusText: 'Service Unavailable' }));

    await expect(fetchSystemHealth()).rejects.toThrow('503: upstream timeout');
  });

  it('fails on other errors with the status and text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));

    await expect(fetchSystemHealth()).rejects.toThrow('401: Unauthorized');
  });
});
