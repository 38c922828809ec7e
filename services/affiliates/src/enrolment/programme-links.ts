/** The programme's public addresses, built on `PUBLIC_URL`. */
export class ProgrammeLinks {
  private readonly base: string;

  constructor(publicUrl: string) {
    this.base = publicUrl.replace(/\/+$/, '');
  }

  /** Opening any page with `?via=CODE` (or `?ref=CODE`) sets the 60-day referral cookie. */
  referralLink(code: string): string {
    return `${this.base}/?via=${encodeURIComponent(code)}`;
  }

  signupUrl(): string {
    return `${this.base}/affiliate`;
  }
}
