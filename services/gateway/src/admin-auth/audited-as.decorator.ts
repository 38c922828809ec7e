import { SetMetadata } from '@nestjs/common';
import type { AdminAuditAction } from '@reelmix/contracts';

export const AUDITED_AS = 'reelmix:audited-as';

/**
 * The audit log entries an admin write route leads to, written by the service that does the write
 * (in the write's own transaction). Every admin route that changes something must say this: the
 * gateway's admin-routes test fails for one that does not, so a new admin write cannot go unaudited
 * by being forgotten.
 */
export const AuditedAs = (...actions: [AdminAuditAction, ...AdminAuditAction[]]) => SetMetadata(AUDITED_AS, actions);
