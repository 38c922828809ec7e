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

interface PlannedFailure {
  match: PlannedTikTokFailureMatch;
  answer: PlannedTikTokFailureAnswer;
  remaining: number;
}

export class TikTokFaultPlan implements FakeTikTokFaults {
  private readonly planned: PlannedFailure[] = [];
  private readonly revocations = new Map<string, number>();

  constructor(private readonly onNeverFinishProcessing: () => void) {}

  failNext(match: PlannedTikTokFailureMatch, answer: PlannedTikTokFailureAnswer, times = 1): void {
    if (!Number.isInteger(times) || times < 1) throw new RangeError(`failNext needs a positive count; got ${times}`);
    if (answer.code === 0) throw new RangeError('failNext needs a non-zero TikTok code; 0 is success');
    this.planned.push({ match, answer, remaining: times });
  }

  neverFinishProcessing(): void {
    this.onNeverFinishProcessing();
  }

  revokeAfter(calls: number, token: string): void {
    if (!Number.isInteger(calls) || calls < 0) throw new RangeError(`revokeAfter needs 0 or more calls; got ${calls}`);
    this.revocations.set(token, calls);
  }

  /** The planned error for this request, if any; each one handed out is used up. */
  takeFailure(method: string, path: string): TikTokApiError | undefined {
    const failure = this.planned.find(
      ({ match }) =>
        (match.method === undefined || match.method.toUpperCase() === method) && testPath(match.path, path),
    );
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining === 0) this.planned.splice(this.planned.indexOf(failure), 1);
    return tikTokError(failure.answer.code, failure.answer.message, failure.answer.httpStatus);
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
