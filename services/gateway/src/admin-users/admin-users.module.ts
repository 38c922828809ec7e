import { Module } from '@nestjs/common';
import { AdminStatsController } from '../admin-stats/admin-stats.controller';
import { AdminStatsService } from '../admin-stats/admin-stats.service';
import { AdminProfileController } from './admin-profile.controller';
import { AdminUsersController } from './admin-users.controller';

/** The admin area's calls on users, figures and the admin's own profile. */
@Module({
  controllers: [AdminUsersController, AdminStatsController, AdminProfileController],
  providers: [AdminStatsService],
})
export class AdminUsersModule {}
