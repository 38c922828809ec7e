import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { MailUser } from './mail-user.entity';

@Injectable()
export class MailUserRepository {
  /** Last write wins: a later event for the same user carries the address to use now. */
  async remember(manager: EntityManager, userId: string, email: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(MailUser)
      .values({ userId, email, updatedAt: () => 'now()' })
      .orUpdate(['email', 'updated_at'], ['user_id'])
      .execute();
  }

  async addressOf(manager: EntityManager, userId: string): Promise<string | null> {
    const user = await manager.findOne(MailUser, { where: { userId } });
    return user?.email ?? null;
  }

  /**
   * Throws when the user is unknown: events are handled concurrently, so user.registered.v1 may
   * still be on its way. The transport retries with backoff and, past the delivery limit, parks
   * the event in the dead-letter queue where it can be seen and replayed, rather than dropping it.
   */
  async requireAddress(manager: EntityManager, userId: string): Promise<string> {
    const address = await this.addressOf(manager, userId);
    if (!address) throw new Error(`No e-mail address known yet for user ${userId}`);
    return address;
  }
}
