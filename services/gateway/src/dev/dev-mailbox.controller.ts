import { Controller, Get, Header } from '@nestjs/common';
import { type DevMailboxMessageView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { renderMailbox } from './mailbox-page';

/**
 * The dev mailbox: with no SMTP server configured, mail is kept by the mail service and read
 * here. Registered only outside production (see GatewayModule).
 */
@Controller()
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
