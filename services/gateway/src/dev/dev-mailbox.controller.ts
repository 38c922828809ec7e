import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { type DevMailboxMessageView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { LoopbackOnlyGuard } from './loopback-only.guard';
import { renderMailbox } from './mailbox-page';

/**
 * The dev mailbox: under `npm start` with no SMTP server, mail is kept by the mail service and read
 * here. It holds reset links, so it exists only with DEV_MAILBOX on (see GatewayModule), which
 * production refuses, and answers only clients on this machine.
 */
@Controller()
@UseGuards(LoopbackOnlyGuard)
export class DevMailboxController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('api/dev/mailbox')
  list(): Promise<DevMailboxMessageView[]> {
    return this.rpc.request('mail', Rpc.DevMailbox, { limit: 50 });
  }

  @Get('dev/mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    return renderMailbox(await this.list());
  }
}
