import { Controller, Logger } from '@nestjs/common';
import { Events, type UserDeletedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { UserErasureService } from './user-erasure.service';

/** A deleted account's uploads and source clips go with it. A redelivery finds nothing left to do. */
@Controller()
export class UserDeletedConsumer {
  private readonly logger = new Logger(UserDeletedConsumer.name);

  constructor(private readonly erasure: UserErasureService) {}

  @OnEvent(Events.UserDeleted)
  async onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    const erased = await this.erasure.erase(context.manager, event.userId);
    if (erased.uploads === 0 && erased.objects === 0) return 'skipped';
    this.logger.log(`Removed ${erased.uploads} uploads and ${erased.objects} source clips of deleted user ${event.userId}`);
    return 'done';
  }
}
