import type { AdminView } from '@reelmix/contracts';
import { type Admin } from './admin.entity';

/** What the admin app is told about the signed-in admin (admin-spec §3 "Admin me"). */
export function toAdminView(admin: Admin): AdminView {
  return { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email };
}
