import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ErrorCode } from '@reelmix/contracts';
import { APP_CONFIG } from '@reelmix/service-host';
import { verifyDownloadLink } from '@reelmix/storage';
import type { GatewayConfig } from '../gateway.config';

export const LINK_EXPIRED = 'This download link has expired. Sign in to Reelmix to download your videos from your dashboard.';
export const LINK_INVALID =
  'This download link is not valid. Open it exactly as it appears in the e-mail, or sign in to Reelmix to download from your dashboard.';

/** Checks the signed links the mail service sends; the owner they name stands in for a session. */
@Injectable()
export class DownloadLinksService {
  constructor(@Inject(APP_CONFIG) private readonly config: GatewayConfig) {}

  /** The user the link was signed for, if it is genuine, unexpired and made for `resource`. */
  ownerOf(resource: string, query: Record<string, unknown>, now: Date = new Date()): string {
    const check = verifyDownloadLink(this.config.DOWNLOAD_LINK_SECRET, resource, query, now);
    if (check.ok) return check.userId;
    if (check.reason === 'expired') throw new DomainError(ErrorCode.Expired, LINK_EXPIRED);
    throw new DomainError(ErrorCode.Forbidden, LINK_INVALID);
  }
}
