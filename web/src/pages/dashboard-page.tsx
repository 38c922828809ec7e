import { VideoHistory } from '../features/dashboard/video-history';
import { CustomerGuard } from '../features/guard/customer-guard';

/** Customer-spec §2 "Video History", behind the customer guard (§6). */
export function DashboardPage() {
  return <CustomerGuard>{(user) => <VideoHistory user={user} />}</CustomerGuard>;
}
