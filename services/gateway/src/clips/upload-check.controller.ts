import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { AuthClient } from '../auth/auth.client';
import { SessionCookie } from '../auth/session-cookie';

/**
 * `POST /api/upload/debug` (docs/api.md): the upload widget asks before sending files whether
 * the session still holds, so an expired one leads to the login page instead of a failed upload.
 */
@Controller('api/upload/debug')
export class UploadCheckController {
  constructor(
    private readonly auth: AuthClient,
    private readonly cookie: SessionCookie,
  ) {}

  @Post()
  @HttpCode(200)
  async check(@Req() request: Request): Promise<{ authenticated: boolean }> {
    const token = this.cookie.read(request);
    if (!token) return { authenticated: false };
    return this.auth.resolve(token).then(
      () => ({ authenticated: true }),
      () => ({ authenticated: false }),
    );
  }
}
