import { Controller, Logger } from '@nestjs/common';
import { Events, type UserDeletedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { UserDataRemovalService } from './user-data-removal.service';

/** A deleted account's jobs and rendered videos go with it. A redelivery finds nothing left to do. */
@Controller()
export class UserDeletedConsumer {
  private readonly logger = new Logger(UserDeletedConsumer.name);

  constructor(private readonly removal: UserDataRemovalService) {}

  @OnEvent(Events.UserDeleted)
  async onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    const removed = await this.removal.remove(context.manager, event.userId);
    if (removed.jobs === 0 && removed.objects === 0) return 'skipped';
    this.logger.log(`Removed ${removed.jobs} jobs and ${removed.objects} files of deleted user ${event.userId}`);
    return 'done';
  }
}
