import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { type EndedSessions, type SessionView } from '@reelmix/contracts';
import { isUUID } from 'class-validator';
import type { Response } from 'express';
import { AuthClient } from './auth.client';
import { type CustomerRequest, type CustomerSession } from './customer-request';
import { ChangePasswordBody } from './password.dto';
import { SessionGuard } from './session.guard';
import { validateBody } from './validate-body';
import { GatewayErrors } from '../gateway-errors';

/** What an unknown session id reads as, another account's included: the same answer auth gives. */

/**
 * The Account page's signed-in devices and password change. Auth finds the account from the
 * caller's own session token, so no route here can name another account's sessions: a session id
 * that is not the caller's answers 404, exactly like one that does not exist. The writes are
 * same-origin only, like every other write (CsrfMiddleware).
 */
@Controller('api/auth')
@UseGuards(SessionGuard)
export class AccountSessionsController {
  constructor(private readonly auth: AuthClient) {}

  @Get('sessions')
  list(@Req() request: CustomerRequest, @Res({ passthrough: true }) response: Response): Promise<SessionView[]> {
    response.setHeader('Cache-Control', 'no-store');
    return this.auth.listSessions(sessionTokenOf(request));
  }

  /** Signs one device out. Signing out this device is the logout button's job, but works too. */
  @Delete('sessions/:id')
  @HttpCode(204)
  async end(@Param('id') sessionId: string, @Req() request: CustomerRequest): Promise<void> {
    if (!isUUID(sessionId)) throw GatewayErrors.sessionNotFound();
    await this.auth.endSession(sessionTokenOf(request), sessionId);
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  signOutOthers(@Req() request: CustomerRequest): Promise<EndedSessions> {
    return this.auth.endOtherSessions(sessionTokenOf(request));
  }

  /** Keeps this device signed in and ends every other session of the account. */
  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Body() body: unknown, @Req() request: CustomerRequest): Promise<{ success: true; ended: number }> {
    const { currentPassword, newPassword } = await validateBody(ChangePasswordBody, body);
    const { ended } = await this.auth.changePassword(sessionTokenOf(request), currentPassword, newPassword);
    return { success: true, ended };
  }
}

/** SessionGuard put the caller's session there (these routes take no API key). */
function sessionTokenOf(request: CustomerRequest): string {
  return (request.customer as CustomerSession).sessionToken;
}
