export { AdminAuthModule } from './admin-auth.module';
export { AdminSessionGuard } from './admin-session.guard';
export { ActingAdmin, CurrentAdmin } from './current-admin.decorator';
export type { AdminRequest, AdminSession } from './admin-request';
export { AdminAuthClient } from './admin-auth.client';
export { AdminCookie, ADMIN_COOKIE } from './admin-cookie';
export { AUDITED_AS, AuditedAs } from './audited-as.decorator';
