/** One fixed-rate load run with autocannon, reduced to the figures the benchmark reports. */
export interface LoadFigures {
  label: string;
  targetRate: number;
  achievedRate: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, time-outs and answers other than 2xx. */
  errors: number;
  /** The same, by kind, for a reader who needs to know which. */
  errorKinds: string;
  requests: number;
}

export interface LoadRun {
  label: string;
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  connections: number;
}

/** The part of autocannon's result used here; the package ships no types. */
interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { total: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

/**
 * Sends `rate` requests a second for `seconds` over `connections` keep-alive connections. With a
 * fixed rate autocannon corrects the latencies for coordinated omission: a request that could not
 * be sent on time because the server was slow counts as waiting from when it was due.
 */
export async function runLoad(run: LoadRun): Promise<LoadFigures> {
  const result = await autocannon({
    url: run.url,
    headers: run.headers,
    connections: run.connections,
    overallRate: run.rate,
    duration: run.seconds,
    timeout: 10,
  });
  return {
    label: run.label,
    targetRate: run.rate,
    achievedRate: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's errors include its time-outs.
    errors: result.errors + result.non2xx,
    errorKinds: [
      result.timeouts ? `${result.timeouts} timed out` : '',
      result.errors - result.timeouts > 0 ? `${result.errors - result.timeouts} connection errors` : '',
      ...Object.entries(result.statusCodeStats)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count} x ${code}`),
    ]
      .filter(Boolean)
      .join(', '),
    requests: result.requests.total,
  };
}
