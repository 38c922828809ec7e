/** Which requests a planned failure answers: any method unless one is named, and a path pattern. */
export interface FailureMatch {
  method?: string;
  path: RegExp;
}

interface PlannedFailure<Answer> {
  match: FailureMatch;
  answer: Answer;
  remaining: number;
}

/**
 * A fake platform's `failNext`: answers planned for the next matching requests, each used up as
 * it is handed out, the earliest planned first.
 */
export class PlannedFailures<Answer> {
  private readonly planned: Array<PlannedFailure<Answer>> = [];

  plan(match: FailureMatch, answer: Answer, times: number): void {
    if (!Number.isInteger(times) || times < 1) throw new RangeError(`failNext needs a positive count; got ${times}`);
    this.planned.push({ match, answer, remaining: times });
  }

  /** The planned answer for this request, if any. */
  take(method: string, path: string): Answer | undefined {
    const failure = this.planned.find(({ match }) => (match.method === undefined || match.method.toUpperCase() === method) && testPath(match.path, path));
    if (!failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining === 0) this.planned.splice(this.planned.indexOf(failure), 1);
    return failure.answer;
  }
}

function testPath(pattern: RegExp, path: string): boolean {
  pattern.lastIndex = 0;
  return pattern.test(path);
}
