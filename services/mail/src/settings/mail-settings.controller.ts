import { Controller } from '@nestjs/common';
import { type EmailSettingsView, EmptyRequest, Rpc, SaveEmailSettingsCommand } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { MailSettingsService } from './mail-settings.service';

/** The admin settings page's e-mail form, through the gateway. The password never comes back. */
@Controller()
export class MailSettingsController {
  constructor(private readonly settings: MailSettingsService) {}

  @OnRequest(Rpc.GetEmailSettings)
  get(_request: EmptyRequest): Promise<EmailSettingsView> {
    return this.settings.view();
  }

  @OnRequest(Rpc.SaveEmailSettings)
  save(request: SaveEmailSettingsCommand): Promise<EmailSettingsView> {
    return this.settings.save(request);
  }
}
