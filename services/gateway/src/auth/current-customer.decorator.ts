import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { CurrentUser } from '@reelmix/contracts';
import { CustomerRequest } from './customer-request';

/** The signed-in customer of a route guarded by `SessionGuard`, or of a `/api/v1` route by `ApiKeyGuard`. */
export const CurrentCustomer = createParamDecorator((_: unknown, context: ExecutionContext): CurrentUser => {
  const customer = context.switchToHttp().getRequest<CustomerRequest>().customer;
  // A programming error, not a client's: the route forgot @UseGuards(SessionGuard) (or ApiKeyGuard).
  if (!customer) throw new Error('@CurrentCustomer() is only available behind @UseGuards(SessionGuard) or @UseGuards(ApiKeyGuard)');
  return customer.user;
});
