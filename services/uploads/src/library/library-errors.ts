import { DomainError, ErrorCode } from '@reelmix/contracts';

/** The library's refusals. A clip that is someone else's is answered exactly as one that never existed. */
export const LibraryErrors = {
  clipNotFound: () => new DomainError(ErrorCode.NotFound, 'Clip not found'),
  noPoster: () => new DomainError(ErrorCode.NotFound, 'This clip has no poster'),
};
