import { DomainError, ErrorCode } from '@reelmix/contracts';

/** The affiliate programme's refusals, each with its code and its words. */
export const AffiliatesErrors = {
  affiliateAccessRequired: () => new DomainError(ErrorCode.Forbidden, 'Affiliate access required'),
  accountDeleted: () => new DomainError(ErrorCode.Forbidden, 'This account has been deleted'),
};
