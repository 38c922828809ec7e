import { Controller } from '@nestjs/common';
import { Events, UserDeletedV1, UserRegisteredV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { MailUserRepository } from './mail-user.repository';
import { UserErasureService } from './user-erasure.service';

@Controller()
export class UsersConsumer {
  constructor(
    private readonly users: MailUserRepository,
    private readonly erasure: UserErasureService,
  ) {}

  /** A registration that arrives after the deletion of the same account is skipped. */
  @OnEvent(Events.UserRegistered)
  async onUserRegistered(event: UserRegisteredV1, context: EventContext): Promise<HandlerOutcome> {
    return (await this.users.remember(context.manager, event.userId, event.email)) ? 'done' : 'skipped';
  }

  @OnEvent(Events.UserDeleted)
  onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.erasure.erase(context.manager, event);
  }
}
