import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { type EmailSettingsView, Rpc, SaveEmailSettingsRequest } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { AdminSessionGuard } from '../admin-auth';
import { validateBody } from '../auth';

/** Admin-spec §7: the e-mail settings form. Saved settings win over the environment's SMTP_*. */
@Controller('api/admin/settings')
@UseGuards(AdminSessionGuard)
export class EmailSettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  read(): Promise<EmailSettingsView> {
    return this.rpc.request('mail', Rpc.GetEmailSettings, {});
  }

  @Post()
  @HttpCode(200)
  async save(@Body() body: unknown): Promise<EmailSettingsView> {
    const settings = await validateBody(SaveEmailSettingsRequest, body);
    return this.rpc.request('mail', Rpc.SaveEmailSettings, { ...settings });
  }
}
