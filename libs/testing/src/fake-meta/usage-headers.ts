import { type FaultPlan } from './fault-plan';

/**
 * Made-up budgets that turn call counts into the percentages Meta reports. The fake never
 * throttles on its own counts, only when a test asks, so these only shape the headers.
 */
const CALLS_PER_HOUR_PER_AD_ACCOUNT = 1000;
const CALLS_PER_HOUR_PER_APP = 5000;
/** What a throttled account reports as `estimated_time_to_regain_access` (Meta counts minutes). */
export const MINUTES_TO_REGAIN_ACCESS = 5;
const FULL = 100;

export type UseCaseType = 'ads_management' | 'ads_insights';

/** What one answer reports about, decided from the request. */
export interface UsageScope {
  adAccountIds: string[];
  type: UseCaseType;
  /** A planned rate-limit error: the headers report the budget as spent. */
  exhausted?: 'app' | 'ad-account';
}

function percentOf(calls: number, budget: number): number {
  return Math.min(99, Math.floor((calls * 100) / budget));
}

/**
 * Counts calls and writes X-Business-Use-Case-Usage (keyed by the ad account's number, without
 * 'act_', as Meta keys it by business object id), X-Ad-Account-Usage and X-App-Usage.
 */
export class UsageMeter {
  private readonly callsByAdAccount = new Map<string, number>();
  private appCalls = 0;

  constructor(private readonly faults: FaultPlan) {}

  count(scope: UsageScope): void {
    this.appCalls += 1;
    for (const id of scope.adAccountIds) this.callsByAdAccount.set(id, (this.callsByAdAccount.get(id) ?? 0) + 1);
  }

  /** Whether the test has throttled this account to the point where Meta refuses its calls. */
  isBlocked(adAccountId: string): boolean {
    return (this.faults.throttledAccounts.get(adAccountId) ?? 0) >= FULL;
  }

  headers(scope: UsageScope): Record<string, string> {
    const appPercent = scope.exhausted === 'app' ? FULL : percentOf(this.appCalls, CALLS_PER_HOUR_PER_APP);
    const headers: Record<string, string> = {
      'X-App-Usage': JSON.stringify({ call_count: appPercent, total_cputime: appPercent, total_time: appPercent }),
    };
    const businessUseCase: Record<string, unknown[]> = {};
    for (const id of scope.adAccountIds) {
      const percent = this.adAccountPercent(id, scope.exhausted === 'ad-account');
      const regainMinutes = percent >= FULL ? MINUTES_TO_REGAIN_ACCESS : 0;
      businessUseCase[id.replace(/^act_/, '')] = [
        {
          type: scope.type,
          call_count: percent,
          total_cputime: Math.min(percent, FULL),
          total_time: Math.min(percent, FULL),
          estimated_time_to_regain_access: regainMinutes,
        },
      ];
      headers['X-Ad-Account-Usage'] = JSON.stringify({
        acc_id_util_pct: percent,
        reset_time_duration: regainMinutes * 60,
        ads_api_access_tier: 'standard_access',
      });
    }
    headers['X-Business-Use-Case-Usage'] = JSON.stringify(businessUseCase);
    return headers;
  }

  private adAccountPercent(id: string, exhausted: boolean): number {
    if (exhausted) return FULL;
    const throttled = this.faults.throttledAccounts.get(id);
    if (throttled !== undefined) return throttled;
    return percentOf(this.callsByAdAccount.get(id) ?? 0, CALLS_PER_HOUR_PER_AD_ACCOUNT);
  }
}
