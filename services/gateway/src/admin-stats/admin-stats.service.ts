import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ActivityItem, type AdminStatsView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import type { GatewayConfig } from '../gateway.config';
import { cpuPercent, memoryPercent } from './host-load';

const GB = 1024 ** 3;
const ACTIVITY_ITEMS = 10;

/**
 * The admin dashboard (docs/product-rules.md#admin-dashboard), from the services that own each figure: users (auth), jobs (jobs),
 * revenue (billing), activity from all three, and the host and media bucket from here.
 */
@Injectable()
export class AdminStatsService {
  private readonly logger = new Logger(AdminStatsService.name);

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Services that know a user only by id (jobs, some billing items) are shown by the account's e-mail. */
  private async withEmails(items: ActivityItem[]): Promise<ActivityItem[]> {
    const ids = [...new Set(items.map((item) => item.user).filter((user) => USER_ID.test(user)))];
    const emails = new Map<string, string>();
    await Promise.all(
      ids.map((userId) =>
        this.rpc.request('auth', Rpc.GetUser, { userId }).then(
          (user) => emails.set(userId, user.email),
          () => undefined, // a deleted account keeps its id
        ),
      ),
    );
    return items.map((item) => ({ ...item, user: emails.get(item.user) ?? item.user }));
  }

  async stats(): Promise<AdminStatsView> {
    const limit = { limit: ACTIVITY_ITEMS };
    const [users, jobs, revenue, signups, jobActivity, payments, usage, cpu] = await Promise.all([
      this.rpc.request('auth', Rpc.UserStats, {}),
      this.rpc.request('jobs', Rpc.JobStats, {}),
      this.rpc.request('billing', Rpc.RevenueStats, {}),
      this.rpc.request('auth', Rpc.UserActivity, limit),
      this.rpc.request('jobs', Rpc.JobActivity, limit),
      this.rpc.request('billing', Rpc.BillingActivity, limit),
      this.storage.usage().catch((error: unknown) => {
        this.logger.warn(`Storage usage unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }),
      cpuPercent(),
    ]);
    return {
      users,
      jobs,
      revenue,
      activity: await this.withEmails(newestFirst([...signups, ...jobActivity, ...payments]).slice(0, ACTIVITY_ITEMS)),
      system: {
        storage: { used: usage ? round2(usage.bytes / GB) : 0, total: this.config.STORAGE_QUOTA_GB },
        cpu,
        memory: memoryPercent(),
      },
    };
  }
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function newestFirst(items: ActivityItem[]): ActivityItem[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
