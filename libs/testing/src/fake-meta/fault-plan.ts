import { PlannedFailures } from '../fake-platform/planned-failures';
import { TokenRevocations } from '../fake-platform/token-revocations';
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
  /** Undoes neverFinishProcessing: videos finish after the usual status reads again. */
  finishProcessingAgain(): void;
  /** `token` works for `calls` more requests, then is revoked (code 190). */
  revokeAfter(calls: number, token: string): void;
}

export class FaultPlan implements FakeGraphFaults {
  readonly throttledAccounts = new Map<string, number>();
  processingNeverFinishes = false;
  private readonly planned = new PlannedFailures<PlannedFailureAnswer>();
  private readonly revocations = new TokenRevocations();

  failNext(match: PlannedFailureMatch, answer: PlannedFailureAnswer, times = 1): void {
    this.planned.plan(match, answer, times);
  }

  throttleAdAccount(adAccountId: string, usagePercent: number): void {
    if (!(usagePercent >= 0)) throw new RangeError(`usagePercent must be 0 or more; got ${usagePercent}`);
    this.throttledAccounts.set(adAccountId, usagePercent);
  }

  neverFinishProcessing(): void {
    this.processingNeverFinishes = true;
  }

  finishProcessingAgain(): void {
    this.processingNeverFinishes = false;
  }

  revokeAfter(calls: number, token: string): void {
    this.revocations.revokeAfter(calls, token);
  }

  /** The planned error for this request, if any; each one handed out is used up. */
  takeFailure(method: string, path: string): { error: GraphApiError; rateLimited: boolean } | undefined {
    const answer = this.planned.take(method, path);
    if (!answer) return undefined;
    const { status, code, subcode, message } = answer;
    return { error: graphError(code, { status, subcode, message }), rateLimited: RATE_LIMIT_CODES.has(code) };
  }

  /** Counts a served call made with `token`; true when that was its last one. */
  countCall(token: string): boolean {
    return this.revocations.countCall(token);
  }

  /** For `revokeAfter(0, token)`: revoked before its next call. */
  revokesAtOnce(token: string): boolean {
    return this.revocations.revokesAtOnce(token);
  }
}
