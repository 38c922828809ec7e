import { Controller, Logger } from '@nestjs/common';
import { Events, type UserDeletedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { UserDataRemovalService } from './user-data-removal.service';

/** A deleted account's uploads and source clips go with it. A redelivery finds nothing left to do. */
@Controller()
export class UserDeletedConsumer {
  private readonly logger = new Logger(UserDeletedConsumer.name);

  constructor(private readonly removal: UserDataRemovalService) {}

  @OnEvent(Events.UserDeleted)
  async onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    const removed = await this.removal.remove(context.manager, event.userId);
    if (removed.uploads === 0 && removed.objects === 0) return 'skipped';
    this.logger.log(`Removed ${removed.uploads} uploads and ${removed.objects} source clips of deleted user ${event.userId}`);
    return 'done';
  }
}
