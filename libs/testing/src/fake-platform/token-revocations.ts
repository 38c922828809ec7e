/** A fake platform's `revokeAfter`: tokens that work for a number of calls more, then are revoked. */
export class TokenRevocations {
  private readonly remainingCalls = new Map<string, number>();

  revokeAfter(calls: number, token: string): void {
    if (!Number.isInteger(calls) || calls < 0) throw new RangeError(`revokeAfter needs 0 or more calls; got ${calls}`);
    this.remainingCalls.set(token, calls);
  }

  /** Counts a served call made with `token`; true when that was its last one. */
  countCall(token: string): boolean {
    const remaining = this.remainingCalls.get(token);
    if (remaining === undefined) return false;
    if (remaining <= 1) {
      this.remainingCalls.delete(token);
      return true;
    }
    this.remainingCalls.set(token, remaining - 1);
    return false;
  }

  /** For `revokeAfter(0, token)`: revoked before its next call. */
  revokesAtOnce(token: string): boolean {
    if (this.remainingCalls.get(token) !== 0) return false;
    this.remainingCalls.delete(token);
    return true;
  }
}
