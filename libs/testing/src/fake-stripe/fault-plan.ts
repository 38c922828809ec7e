interface PlannedFailure {
  pathPrefix: string;
  remaining: number;
}

/** Failures a test asked for, so it can watch the code under test retry or give up. */
export class FaultPlan {
  private readonly planned: PlannedFailure[] = [];

  failNext(pathPrefix: string, count: number): void {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`failNext needs a positive count; got ${count}`);
    this.planned.push({ pathPrefix, remaining: count });
  }

  /** Whether this request should fail; each failure handed out is used up. */
  takeFailure(path: string): boolean {
    const failure = this.planned.find((planned) => path.startsWith(planned.pathPrefix));
    if (!failure) return false;
    failure.remaining -= 1;
    if (failure.remaining === 0) this.planned.splice(this.planned.indexOf(failure), 1);
    return true;
  }
}
