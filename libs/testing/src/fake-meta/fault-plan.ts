import { RATE_LIMIT_CODES, graphError, type GraphApiError } from './graph-api-error';

export interface PlannedFailureMatch {
  method?: string;
  /** Tested against the request path, version included, e.g. `/v24.0/act_1/advideos`. */
  path: RegExp;
}

export interface PlannedFailureAnswer {
  status: number;
  code: number;
  subcode?: number;
  message?: string;
}

/** What a test can make the fake do wrong, to watch the client retry, wait or give up. */
export interface FakeGraphFaults {
  /** The next `times` matching requests answer this error; rate-limit codes also report usage at 100. */
  failNext(match: PlannedFailureMatch, answer: PlannedFailureAnswer, times?: number): void;
  /** Reports this usage for the account; at 100 or more, its calls answer code 80004 until lowered. */
  throttleAdAccount(adAccountId: string, usagePercent: number): void;
  /** Videos not yet ready stay `processing` from now on, however often their status is read. */
  neverFinishProcessing(): void;
  /** `token` works for `calls` more requests, then is revoked (code 190). */
  revokeAfter(calls: number, token: string): void;
}

interface PlannedFailure {
  match: PlannedFailureMatch;
  answer: PlannedFailureAnswer;
  remaining: number;
}

export class FaultPlan implements FakeGraphFaults {
  readonly throttledAccounts = new Map<string, number>();
  processingNeverFinishes = false;
  private readonly planned: PlannedFailure[] = [];
  private readonly revocations = new Map<string, number>();

  failNext(match: PlannedFailureMatch, answer: PlannedFailureAnswer, times = 1): void {
    if (!Number.isInteger(times) || times < 1) throw new RangeError(`failNext needs a positive count; got ${times}`);
    this.planned.push({ match, answer, remaining: times });
  }

  throttleAdAccount(adAccountId: string, usagePercent: number): void {
    if (!(usagePercent >= 0)) throw new RangeError(`usagePercent must be 0 or more; got ${usagePercent}`);
    this.throttledAccounts.set(adAccountId, usagePercent);
  }

  neverFinishProcessing(): void {
    this.processingNeverFinishes = true;
  }

  revokeAfter(calls: number, token: string): void {
    if (!Number.isInteger(calls) || calls < 0) throw new RangeError(`revokeAfter needs 0 or more calls; got ${calls}`);
    this.revocations.set(token, calls);
  }

  /** The planned error for this request, if any; each one handed out is used up. */
  takeFailure(method: string, path: string): { error: GraphApiError; rateLimited: boolean } | undefined {
    const failure = this.planned.find(
      ({ match }) => (match.method === undefined || match.method.toUpperCase() === method) && testPath(match.path, path),
    );
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining === 0) this.planned.splice(this.planned.indexOf(failure), 1);
    const { status, code, subcode, message } = failure.answer;
    return { error: graphError(code, { status, subcode, message }), rateLimited: RATE_LIMIT_CODES.has(code) };
  }

  /** Counts a served call made with `token`; true when that was its last one. */
  countCall(token: string): boolean {
    const remaining = this.revocations.get(token);
    if (remaining === undefined) return false;
    if (remaining <= 1) {
      this.revocations.delete(token);
      return true;
    }
    this.revocations.set(token, remaining - 1);
    return false;
  }

  /** For `revokeAfter(0, token)`: revoked before its next call. */
  revokesAtOnce(token: string): boolean {
    if (this.revocations.get(token) !== 0) return false;
    this.revocations.delete(token);
    return true;
  }
}

function testPath(pattern: RegExp, path: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(path);
}
