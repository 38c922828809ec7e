import { Inject, Injectable } from '@nestjs/common';
import type { ActivityItem, UserDashboardRequest, UserDashboardView } from '@reelmix/contracts';
import { CLOCK, type Clock } from '@reelmix/service-host';
import { registrationActivity } from './admin-user-view';
import { AdminUsersRepository } from './admin-users.repository';

/** How jobs and billing name a person they know only by account. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Auth's part of the admin dashboard (docs/product-rules.md#admin-dashboard): the users card, and the recent activity of
 * auth, jobs and billing merged, each person shown by the account's e-mail. The gateway brings
 * the other two services' items, so the dashboard reads each owner once.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    private readonly adminUsers: AdminUsersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async dashboard({ limit, otherActivity }: UserDashboardRequest): Promise<UserDashboardView> {
    const [users, registrations] = await Promise.all([this.adminUsers.counts(this.clock.now()), this.adminUsers.recentRegistrations(limit)]);
    const reported = otherActivity.map(({ action, user, date }) => ({ action, user, date }));
    const newest = newestFirst([...registrations.map(registrationActivity), ...reported]).slice(0, limit);
    return { users, activity: await this.namedByEmail(newest) };
  }

  /** A deleted account keeps its id: there is no address left to show. */
  private async namedByEmail(items: ActivityItem[]): Promise<ActivityItem[]> {
    const emails = await this.adminUsers.emailsOf([...new Set(items.map((item) => item.user).filter((user) => ACCOUNT_ID.test(user)))]);
    return items.map((item) => ({ ...item, user: emails.get(item.user) ?? item.user }));
  }
}

function newestFirst(items: ActivityItem[]): ActivityItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}
