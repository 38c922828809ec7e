import { DomainError, ErrorCode } from '@reelmix/contracts';

export function brokerUnavailable(): DomainError {
  return new DomainError(ErrorCode.ServiceUnavailable, 'The message broker is not reachable right now');
}
