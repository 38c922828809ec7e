import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { type AdminActor, type AdminView, type EmailSettingsView, Rpc, SaveEmailSettingsRequest } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { ActingAdmin, AdminSessionGuard, AuditedAs, CurrentAdmin } from '../admin-auth';
import { TestEmailBody } from '../admin-users/admin-users.dto';
import { validateBody } from '../auth';

/** The e-mail settings form (docs/product-rules.md#e-mail-settings). Saved settings win over the environment's SMTP_*. */
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
  @AuditedAs('email-settings-saved')
  async save(@Body() body: unknown, @ActingAdmin() actor: AdminActor): Promise<EmailSettingsView> {
    const settings = await validateBody(SaveEmailSettingsRequest, body);
    return this.rpc.request('mail', Rpc.SaveEmailSettings, { ...actor, settings: { ...settings } });
  }

  /** The settings' 'send test e-mail' button: one message through whatever transport is in force. */
  @Post('test-email')
  @HttpCode(200)
  @AuditedAs('test-email-sent')
  async sendTest(@Body() body: unknown, @CurrentAdmin() admin: AdminView, @ActingAdmin() actor: AdminActor): Promise<{ queued: true; id: string }> {
    const { to } = await validateBody(TestEmailBody, body ?? {});
    return this.rpc.request('mail', Rpc.SendAdminMail, {
      to: to ?? admin.email,
      subject: 'Reelmix test e-mail',
      message: 'This is a test e-mail from the Reelmix admin settings. If you can read it, outgoing mail works.',
      template: 'test',
      ...actor,
    });
  }
}
