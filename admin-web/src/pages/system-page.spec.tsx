import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anAdmin } from '../../test/admin-builders';
import { buildHealthReport, buildServiceHealth, jsonResponse } from '../../test/health-builders';
import { renderRoute } from '../../test/render-route';

/** The health calls; the guard's identity check is answered apart, as a signed-in admin. */
const fetchMock = vi.fn<typeof fetch>();

function stubFetch() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/admin/me' ? Promise.resolve(jsonResponse(anAdmin())) : fetchMock(input, init),
  );
}

function serviceCard(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('system page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    stubFetch();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while the first report loads', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));

    renderRoute('/admin/system');

    expect(await screen.findByRole('heading', { level: 1, name: 'System Status' })).toBeInTheDocument();
    expect(screen.getByText('Loading system health').closest('[role="status"]')).toBeInTheDocument();
  });

  it('shows every service up with its checks and latency', async () => {
    fetchMock.mockResolvedValue(jsonResponse(buildHealthReport()));

    renderRoute('/admin/system');

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Overall status' })).getByText('Up')).toBeInTheDocument();

    const auth = serviceCard('Auth');
    expect(auth.getAllByText('Up')).toHaveLength(3);
    expect(auth.getByText('Database')).toBeInTheDocument();
    expect(auth.getByText('Broker')).toBeInTheDocument();
    expect(auth.getByText('12 ms')).toBeInTheDocument();
    expect(serviceCard('Jobs').getByText('30 ms')).toBeInTheDocument();
    expect(screen.queryByText('Loading system health')).not.toBeInTheDocument();
  });

  it('shows which service is down, its failing check and its error', async () => {
    const report = buildHealthReport({
      status: 'down',
      services: [
        buildServiceHealth({ name: 'auth' }),
        buildServiceHealth({ name: 'jobs', status: 'down', checks: { database: 'down', broker: 'up' }, latencyMs: 41 }),
        buildServiceHealth({ name: 'render', status: 'down', checks: {}, latencyMs: undefined, error: 'No answer within 2000 ms' }),
      ],
    });
    fetchMock.mockResolvedValue(jsonResponse(report, 503, 'Service Unavailable'));

    renderRoute('/admin/system');

    expect(await screen.findByText('2 of 3 services down')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Overall status' })).getByText('Down')).toBeInTheDocument();

    const jobs = serviceCard('Jobs');
    expect(jobs.getAllByText('Down')).toHaveLength(2);
    expect(jobs.getByText('41 ms')).toBeInTheDocument();

    const render = serviceCard('Render');
    expect(render.getByText('Down')).toBeInTheDocument();
    expect(render.getByText('No answer')).toBeInTheDocument();
    expect(render.getByText('No answer within 2000 ms')).toBeInTheDocument();

    expect(serviceCard('Auth').getAllByText('Up')).toHaveLength(3);
  });

  it('shows an error card when the call fails, and recovers on retry', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));

    renderRoute('/admin/system');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load system health')).toBeInTheDocument();
    expect(within(alert).getByText(/502: Bad gateway/)).toBeInTheDocument();
    expect(screen.queryByText('Loading system health')).not.toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(buildHealthReport()));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error card when the network is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    renderRoute('/admin/system');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('asks again every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValueOnce(jsonResponse(buildHealthReport()));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(buildHealthReport({ status: 'down', services: [buildServiceHealth({ name: 'auth', status: 'down' })] }), 503),
    );

    renderRoute('/admin/system');
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(5000));

    await waitFor(() => expect(screen.getByText('1 of 1 services down')).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
