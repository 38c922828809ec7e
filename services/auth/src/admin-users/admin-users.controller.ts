import { Controller } from '@nestjs/common';
import {
  type ActivityItem,
  type AdminUserView,
  type ClearRequestedProRequest,
  type CreateProUserRequest,
  type DeleteUserRequest,
  type ListUsersRequest,
  type RecentActivityRequest,
  Rpc,
  type SetUserProRequest,
  type UserIdRequest,
  type UserListView,
  type UserDashboardRequest,
  type UserDashboardView,
  type UserStatsView,
} from '@reelmix/contracts';
import { OnRequest } from '@reelmix/messaging';
import { AdminDashboardService } from './admin-dashboard.service';
import { AdminUsersService } from './admin-users.service';
import { UserDeletionService } from './user-deletion.service';

/** The admin area's customer calls. The gateway has checked the admin session before asking. */
@Controller()
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly deletion: UserDeletionService,
    private readonly dashboards: AdminDashboardService,
  ) {}

  @OnRequest(Rpc.ListUsers)
  list(request: ListUsersRequest): Promise<UserListView> {
    return this.users.list(request);
  }

  @OnRequest(Rpc.GetUser)
  get(request: UserIdRequest): Promise<AdminUserView> {
    return this.users.get(request.userId);
  }

  @OnRequest(Rpc.CreateProUser)
  createPro(request: CreateProUserRequest): Promise<AdminUserView> {
    return this.users.createPro(request);
  }

  @OnRequest(Rpc.SetUserPro)
  setPro(request: SetUserProRequest): Promise<AdminUserView> {
    return this.users.setPro(request);
  }

  @OnRequest(Rpc.ClearRequestedPro)
  clearRequestedPro(request: ClearRequestedProRequest): Promise<AdminUserView> {
    return this.users.clearRequestedPro(request);
  }

  @OnRequest(Rpc.DeleteUser)
  delete(request: DeleteUserRequest): Promise<{ deleted: true }> {
    return this.deletion.delete(request);
  }

  @OnRequest(Rpc.UserStats)
  stats(): Promise<UserStatsView> {
    return this.users.stats();
  }

  @OnRequest(Rpc.UserActivity)
  activity(request: RecentActivityRequest): Promise<ActivityItem[]> {
    return this.users.activity(request.limit);
  }

  @OnRequest(Rpc.UserDashboard)
  dashboard(request: UserDashboardRequest): Promise<UserDashboardView> {
    return this.dashboards.dashboard(request);
  }
}
