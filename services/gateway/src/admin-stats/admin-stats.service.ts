import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AdminStatsView, Rpc } from '@reelmix/contracts';
import { RpcClient } from '@reelmix/messaging';
import { APP_CONFIG } from '@reelmix/service-host';
import { OBJECT_STORAGE, type ObjectStorage } from '@reelmix/storage';
import type { GatewayConfig } from '../gateway.config';
import { cpuPercent, memoryPercent } from './host-load';

const GB = 1024 ** 3;
const ACTIVITY_ITEMS = 10;

/**
 * The admin dashboard (docs/product-rules.md#admin-dashboard), asking each owner once: jobs and
 * billing for their cards and activity, then auth for the users card and the three services'
 * activity merged and named by e-mail. The host and the media bucket are read here.
 */
@Injectable()
export class AdminStatsService {
  private readonly logger = new Logger(AdminStatsService.name);

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async stats(): Promise<AdminStatsView> {
    const limit = { limit: ACTIVITY_ITEMS };
    const [jobs, billing, usage, cpu] = await Promise.all([
      this.rpc.request('jobs', Rpc.JobDashboard, limit),
      this.rpc.request('billing', Rpc.BillingDashboard, limit),
      this.storage.usage().catch((error: unknown) => {
        this.logger.warn(`Storage usage unavailable: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }),
      cpuPercent(),
    ]);
    const users = await this.rpc.request('auth', Rpc.UserDashboard, { ...limit, otherActivity: [...jobs.activity, ...billing.activity] });
    return {
      users: users.users,
      jobs: jobs.jobs,
      revenue: billing.revenue,
      activity: users.activity,
      system: {
        storage: { used: usage ? round2(usage.bytes / GB) : 0, total: this.config.STORAGE_QUOTA_GB },
        cpu,
        memory: memoryPercent(),
      },
    };
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
