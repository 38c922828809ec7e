import { Controller, Get, UseGuards } from '@nestjs/common';
import type { AdminStatsView } from '@reelmix/contracts';
import { AdminSessionGuard } from '../admin-auth';
import { AdminStatsService } from './admin-stats.service';

@Controller()
@UseGuards(AdminSessionGuard)
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get(['api/admin/stats', 'admin/stats'])
  get(): Promise<AdminStatsView> {
    return this.stats.stats();
  }
}
