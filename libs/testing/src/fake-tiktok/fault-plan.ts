import { PlannedFailures } from '../fake-platform/planned-failures';
import { TokenRevocations } from '../fake-platform/token-revocations';
import { tikTokError, type TikTokApiError } from './tiktok-api-error';

export interface PlannedTikTokFailureMatch {
  method?: string;
  /** Tested against the request path, e.g. `/open_api/v1.3/file/video/ad/upload/`. */
  path: RegExp;
}

export interface PlannedTikTokFailureAnswer {
  /** A TikTok return code, e.g. 40100 (too many requests), 50000 (system error), 51000. */
  code: number;
  message?: string;
  /** TikTok answers 200 even for errors; a test can ask for a gateway's 5xx instead. */
  httpStatus?: number;
}

/** What a test can make the fake do wrong, to watch the client retry, wait or give up. */
export interface FakeTikTokFaults {
  /** The next `times` matching requests answer this code, before the token is even checked. */
  failNext(match: PlannedTikTokFailureMatch, answer: PlannedTikTokFailureAnswer, times?: number): void;
  /** Videos not yet ready stay processing from now on, however often their info is read. */
  neverFinishProcessing(): void;
  /** `token` works for `calls` more requests, then is revoked (code 40105). */
  revokeAfter(calls: number, token: string): void;
}

export class TikTokFaultPlan implements FakeTikTokFaults {
  private readonly planned = new PlannedFailures<PlannedTikTokFailureAnswer>();
  private readonly revocations = new TokenRevocations();

  constructor(private readonly onNeverFinishProcessing: () => void) {}

  failNext(match: PlannedTikTokFailureMatch, answer: PlannedTikTokFailureAnswer, times = 1): void {
    if (answer.code === 0) throw new RangeError('failNext needs a non-zero TikTok code; 0 is success');
    this.planned.plan(match, answer, times);
  }

  neverFinishProcessing(): void {
    this.onNeverFinishProcessing();
  }

  revokeAfter(calls: number, token: string): void {
    this.revocations.revokeAfter(calls, token);
  }

  /** The planned error for this request, if any; each one handed out is used up. */
  takeFailure(method: string, path: string): TikTokApiError | undefined {
    const answer = this.planned.take(method, path);
    return answer && tikTokError(answer.code, answer.message, answer.httpStatus);
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
