import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { type CurrentUser } from '@reelmix/contracts';
import type { Request, Response } from 'express';
import { CurrentCustomer, SessionGuard } from '../auth';
import { HistoryService } from './history.service';
import { sendHistory } from './send-history';

/**
 * The customer's Video History (docs/api.md): full for Pro, the latest job only for free users.
 * `jobs/user` shares its first segments with the jobs module's `jobs/:id`; this module is
 * registered first (gateway.module.ts), so "user" is not read as a job id.
 */
@Controller('api')
@UseGuards(SessionGuard)
export class HistoryController {
  constructor(private readonly histories: HistoryService) {}

  @Get(['jobs/user', 'jobs'])
  async history(@CurrentCustomer() user: CurrentUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    sendHistory(response, await this.histories.answer(user, request.headers['if-none-match']));
  }
}
