/**
 * Meta reports how much of each rate limit a caller has used in three response headers, as
 * percentages. Reading them lets the client slow down before Meta starts refusing calls (a refusal
 * at the limit can block the ad account for minutes), and tells it how long a block will last.
 *
 *   X-App-Usage                {"call_count":28,"total_time":25,"total_cputime":25}
 *   X-Ad-Account-Usage         {"acc_id_util_pct":9.67,"reset_time_duration":100,...}   (seconds)
 *   X-Business-Use-Case-Usage  {"<business id>":[{"type":"ads_management","call_count":95,
 *                                "total_time":20,"total_cputime":20,
 *                                "estimated_time_to_regain_access":0}]}                   (minutes)
 */

export const USAGE_HEADERS = {
  app: 'x-app-usage',
  adAccount: 'x-ad-account-usage',
  businessUseCase: 'x-business-use-case-usage',
} as const;

/** One percentage Meta reported, named so a log line says which limit is close. */
export interface UsageReading {
  header: (typeof USAGE_HEADERS)[keyof typeof USAGE_HEADERS];
  /** `call_count`, `acc_id_util_pct`, or `<type>.<metric>` for a business use case. */
  metric: string;
  percent: number;
}

export interface GraphUsage {
  readings: UsageReading[];
  /** The highest percentage of any limit; 0 when no header came. */
  highestPercent: number;
  /** Meta's estimate of how long a business-use-case block lasts; 0 when not blocked. */
  regainAccessMs: number;
  /** When the ad account's window starts again (reset_time_duration); 0 when not said. */
  adAccountResetMs: number;
  /** The ad account's own percentage, if the header came. */
  adAccountPercent?: number;
}

export interface UsageWaitOptions {
  /** At or above this share of any limit, the next call waits. */
  thresholdPercent: number;
  /** The wait at the threshold when Meta gives no time of its own. */
  pauseAtThresholdMs: number;
}

export const DEFAULT_USAGE_WAIT: UsageWaitOptions = { thresholdPercent: 90, pauseAtThresholdMs: 60_000 };

const MINUTE_MS = 60_000;
const APP_METRICS = ['call_count', 'total_time', 'total_cputime'] as const;

type HeaderSource = Pick<Headers, 'get'>;

/** Reads the three headers; a header that is missing or not JSON is left out, never thrown on. */
export function parseUsageHeaders(headers: HeaderSource): GraphUsage {
  const readings: UsageReading[] = [];
  let regainAccessMs = 0;
  let adAccountResetMs = 0;
  let adAccountPercent: number | undefined;

  const app = jsonHeader(headers, USAGE_HEADERS.app);
  for (const metric of APP_METRICS) pushReading(readings, USAGE_HEADERS.app, metric, app?.[metric]);

  const adAccount = jsonHeader(headers, USAGE_HEADERS.adAccount);
  if (adAccount) {
    adAccountPercent = pushReading(readings, USAGE_HEADERS.adAccount, 'acc_id_util_pct', adAccount.acc_id_util_pct);
    adAccountResetMs = Math.max(0, numberOf(adAccount.reset_time_duration) ?? 0) * 1000;
  }

  const businessUseCases = jsonHeader(headers, USAGE_HEADERS.businessUseCase);
  for (const entries of Object.values(businessUseCases ?? {})) {
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (!entry || typeof entry !== 'object') continue;
      const type = typeof entry.type === 'string' ? entry.type : 'unknown';
      for (const metric of APP_METRICS) pushReading(readings, USAGE_HEADERS.businessUseCase, `${type}.${metric}`, entry[metric]);
      const minutes = numberOf(entry.estimated_time_to_regain_access) ?? 0;
      regainAccessMs = Math.max(regainAccessMs, minutes * MINUTE_MS);
    }
  }

  const highestPercent = readings.reduce((highest, reading) => Math.max(highest, reading.percent), 0);
  return { readings, highestPercent, regainAccessMs, adAccountResetMs, adAccountPercent };
}

/**
 * How long to hold the next call. A block Meta has announced lasts its estimate. Close to a
 * limit, waiting for the ad account's window (or a fixed pause) costs less than being refused:
 * calls made at the limit extend the block.
 */
export function waitBeforeNextCall(usage: GraphUsage, options: UsageWaitOptions = DEFAULT_USAGE_WAIT): number {
  if (usage.regainAccessMs > 0) return usage.regainAccessMs;
  if (usage.highestPercent < options.thresholdPercent) return 0;
  const adAccountIsTheLimit = (usage.adAccountPercent ?? 0) >= options.thresholdPercent;
  if (adAccountIsTheLimit && usage.adAccountResetMs > 0) return usage.adAccountResetMs;
  return options.pauseAtThresholdMs;
}

/** The readings at or above the threshold, for a log line: `x-app-usage call_count 95%`. */
export function describeHighUsage(usage: GraphUsage, thresholdPercent: number): string {
  return usage.readings
    .filter((reading) => reading.percent >= thresholdPercent)
    .map((reading) => `${reading.header} ${reading.metric} ${reading.percent}%`)
    .join(', ');
}

function pushReading(readings: UsageReading[], header: UsageReading['header'], metric: string, value: unknown): number | undefined {
  const percent = numberOf(value);
  if (percent !== undefined) readings.push({ header, metric, percent });
  return percent;
}

// Record<string, any>: the headers' shapes are Meta's and are checked field by field above.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function jsonHeader(headers: HeaderSource, name: string): Record<string, any> | undefined {
  const raw = headers.get(name);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, any>) : undefined;
  } catch {
    return undefined;
  }
}

/** Meta sends some figures as strings ("9.67"); anything else that is not a finite number is skipped. */
function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
