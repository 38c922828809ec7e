import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AdminView } from '@reelmix/contracts';
import { AdminRequest } from './admin-request';

/** The signed-in admin of a route guarded by `AdminSessionGuard`. */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): AdminView => {
  const session = context.switchToHttp().getRequest<AdminRequest>().adminSession;
  // A programming error, not a client's: the route forgot @UseGuards(AdminSessionGuard).
  if (!session) throw new Error('@CurrentAdmin() is only available behind @UseGuards(AdminSessionGuard)');
  return session.admin;
});
