import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser, META_LOGIN_CALLBACK_PATH, META_LOGIN_PATH } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { MetaLoginFlow } from './meta-login-flow.service';
import { MetaLoginState } from './meta-login-state';

/** Facebook Login for the Integrations page: a link away to Meta's dialog, and back (docs/api.md, "Publishing to ad platforms"). */
@Controller(META_LOGIN_PATH.slice(1))
@UseGuards(SessionGuard)
export class MetaLoginController {
  constructor(
    private readonly flow: MetaLoginFlow,
    private readonly state: MetaLoginState,
  ) {}

  @Get()
  async start(@CurrentCustomer() user: CurrentUser, @Res() response: Response): Promise<void> {
    const state = this.state.issue(response);
    response.redirect(302, await this.flow.dialogUrl(user, state));
  }

  @Get(META_LOGIN_CALLBACK_PATH.slice(META_LOGIN_PATH.length + 1))
  async callback(@Query() query: Record<string, unknown>, @CurrentCustomer() user: CurrentUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    const stateMatches = this.state.take(request, response, single(query.state));
    response.redirect(302, await this.flow.finish(user, { stateMatches, code: single(query.code), error: single(query.error) }));
  }
}

/** A query value given once, as text; repeated or empty counts as absent. */
function single(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
