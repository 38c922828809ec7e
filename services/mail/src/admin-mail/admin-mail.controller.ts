import { Controller } from '@nestjs/common';
import { type AdminMailRequest, Rpc } from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { AdminMailService } from './admin-mail.service';

/** The admin e-mail composer and the settings' test mail, asked by the gateway. */
@Controller()
export class AdminMailController {
  constructor(private readonly mail: AdminMailService) {}

  @OnRequest(Rpc.SendAdminMail)
  send(request: AdminMailRequest): Promise<{ queued: true; id: string }> {
    return this.mail.send(request);
  }
}
