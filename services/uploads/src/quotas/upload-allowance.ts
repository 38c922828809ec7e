import { type Plan, QuotaErrors, quotasOf } from '@reelmix/contracts';

/**
 * The room an admitted upload has in the account's storage quota. The declared body length is
 * checked before streaming; what actually arrived is checked once the parts are in, which also
 * covers a body sent without a length (chunked).
 */
export class UploadAllowance {
  constructor(
    private readonly plan: Plan,
    /** Source clips and outputs already kept, when the upload began. */
    readonly usedBytes: number,
  ) {}

  fits(bytes: number): boolean {
    return this.usedBytes + bytes <= quotasOf(this.plan).storedBytes;
  }

  /** Refuses, before anything is recorded, an upload whose clips do not fit. */
  assertFits(receivedBytes: number): void {
    if (!this.fits(receivedBytes)) throw QuotaErrors.storedBytes(this.plan, this.usedBytes);
  }
}
