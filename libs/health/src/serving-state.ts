import { Injectable } from '@nestjs/common';

/**
 * Whether this process still takes requests. Shutdown marks it stopping at the moment the HTTP
 * server stops listening; from then on readiness says down, over HTTP and over the broker, so the
 * gateway's health report shows the service down while it finishes the requests in hand.
 */
@Injectable()
export class ServingState {
  private stoppingSince: Date | null = null;

  markStopping(): void {
    this.stoppingSince ??= new Date();
  }

  get stopping(): boolean {
    return this.stoppingSince !== null;
  }
}
