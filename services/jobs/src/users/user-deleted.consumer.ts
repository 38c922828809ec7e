import { Controller, Logger } from '@nestjs/common';
import { Events, type UserDeletedV1 } from '@reelmix/contracts';
import { type EventContext, type HandlerOutcome, OnEvent } from '@reelmix/messaging';
import { UserErasureService } from './user-erasure.service';

/** A deleted account's jobs and rendered videos go with it. A redelivery finds nothing left to do. */
@Controller()
export class UserDeletedConsumer {
  private readonly logger = new Logger(UserDeletedConsumer.name);

  constructor(private readonly erasure: UserErasureService) {}

  @OnEvent(Events.UserDeleted)
  async onUserDeleted(event: UserDeletedV1, context: EventContext): Promise<HandlerOutcome> {
    const erased = await this.erasure.erase(context.manager, event.userId);
    if (erased.jobs === 0 && erased.objects === 0) return 'skipped';
    this.logger.log(`Removed ${erased.jobs} jobs and ${erased.objects} files of deleted user ${event.userId}`);
    return 'done';
  }
}
