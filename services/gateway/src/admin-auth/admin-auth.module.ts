import { Global, Module } from '@nestjs/common';
import { AdminAuthClient } from './admin-auth.client';
import { AdminAuthController } from './admin-auth.controller';
import { AdminCookie } from './admin-cookie';
import { AdminSessionGuard } from './admin-session.guard';

/**
 * Admin sign-in over HTTP and the admin session guard. Global, so any admin feature module's
 * controllers can use `@UseGuards(AdminSessionGuard)` without importing this module.
 */
@Global()
@Module({
  controllers: [AdminAuthController],
  providers: [AdminAuthClient, AdminCookie, AdminSessionGuard],
  exports: [AdminAuthClient, AdminCookie, AdminSessionGuard],
})
export class AdminAuthModule {}
