import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AdminActor, AdminView } from '@reelmix/contracts';
import type { AdminRequest, AdminSession } from './admin-request';

/** The signed-in admin of a route guarded by `AdminSessionGuard`. */
export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): AdminView => sessionOf(context).admin);

/** Who makes an admin write and from where, as every admin write request carries it for the audit log. */
export const ActingAdmin = createParamDecorator((_: unknown, context: ExecutionContext): AdminActor => {
  const { admin, ip } = sessionOf(context);
  return { adminId: admin.id, ...(ip ? { ip } : {}) };
});

function sessionOf(context: ExecutionContext): AdminSession {
  const session = context.switchToHttp().getRequest<AdminRequest>().adminSession;
  // A programming error, not a client's: the route forgot @UseGuards(AdminSessionGuard).
  if (!session) throw new Error('@CurrentAdmin() and @ActingAdmin() are only available behind @UseGuards(AdminSessionGuard)');
  return session;
}
