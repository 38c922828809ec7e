import { register } from 'prom-client';
import { rpcDuration, rpcTimeouts } from './messaging-metrics';
import { timeRpc } from './rpc-timing';

describe('timeRpc', () => {
  afterEach(() => register.resetMetrics());

  const durationCount = async (outcome: string) =>
    (await rpcDuration.get()).values.find(
      (value) => value.metricName === 'reelmix_rpc_duration_seconds_count' && value.labels.outcome === outcome && value.labels.target === 'auth',
    )?.value ?? 0;

  it('records one duration per request, by its first outcome', async () => {
    const finished = timeRpc('auth', 'auth.get-session');
    finished('ok');
    finished('error');
    expect(await durationCount('ok')).toBe(1);
    expect(await durationCount('error')).toBe(0);
  });

  it('counts a timeout in the timeouts counter as well', async () => {
    timeRpc('auth', 'auth.get-session')('timeout');
    expect(await durationCount('timeout')).toBe(1);
    expect((await rpcTimeouts.get()).values).toEqual([expect.objectContaining({ labels: { target: 'auth', rpc: 'auth.get-session' }, value: 1 })]);
  });
});
