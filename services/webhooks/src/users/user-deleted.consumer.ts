import { Controller } from '@nestjs/common';
import { Events, UserDeletedV1 } from '@reelmix/contracts';
import { EventContext, HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { UserErasureService } from './user-erasure.service';

@Controller()
export class UserDeletedConsumer {
  constructor(private readonly erasure: UserErasureService) {}

  @OnEvent(Events.UserDeleted)
  onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    return this.erasure.erase(context.manager, event);
  }
}
