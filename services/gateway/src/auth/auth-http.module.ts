import { Global, Module } from '@nestjs/common';
import { AccountSessionsController } from './account-sessions.controller';
import { AuthClient } from './auth.client';
import { AuthController } from './auth.controller';
import { PasswordController } from './password.controller';
import { SessionCookie } from './session-cookie';
import { SessionGuard } from './session.guard';

/**
 * Customer sign-in over HTTP and the session guard. Global, so any feature module's controllers
 * can use `@UseGuards(SessionGuard)` without importing this module for the guard's dependencies.
 */
@Global()
@Module({
  controllers: [AuthController, PasswordController, AccountSessionsController],
  providers: [AuthClient, SessionCookie, SessionGuard],
  exports: [AuthClient, SessionCookie, SessionGuard],
})
export class AuthHttpModule {}
