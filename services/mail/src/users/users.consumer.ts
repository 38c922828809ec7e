import { Controller } from '@nestjs/common';
import { Events, UserRegisteredV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { MailUserRepository } from './mail-user.repository';

@Controller()
export class UsersConsumer {
  constructor(private readonly users: MailUserRepository) {}

  @OnEvent(Events.UserRegistered)
  async onUserRegistered(event: UserRegisteredV1, context: EventContext): Promise<HandlerOutcome> {
    await this.users.remember(context.manager, event.userId, event.email);
    return 'done';
  }
}
