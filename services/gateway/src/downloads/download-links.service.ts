import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@reelmix/service-host';
import { verifyDownloadLink } from '@reelmix/storage';
import type { GatewayConfig } from '../gateway.config';
import { GatewayErrors } from '../gateway-errors';

/** Checks the signed links the mail service sends; the owner they name stands in for a session. */
@Injectable()
export class DownloadLinksService {
  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  /** The user the link was signed for, if it is genuine, unexpired and made for `resource`. */
  ownerOf(resource: string, query: Record<string, unknown>, now: Date = new Date()): string {
    const check = verifyDownloadLink(this.config.DOWNLOAD_LINK_SECRET, resource, query, now);
    if (check.ok) return check.userId;
    if (check.reason === 'expired') throw GatewayErrors.linkExpired();
    throw GatewayErrors.linkInvalid();
  }
}
