import type { AdminView } from '@reelmix/contracts';
import { type Admin } from './admin.entity';

/** What the admin app is told about the signed-in admin (docs/product-rules.md#the-admin-area). */
export function toAdminView(admin: Admin): AdminView {
  return { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email };
}
