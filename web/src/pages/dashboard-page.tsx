import { VideoHistory } from '../features/dashboard/video-history';
import { CustomerGuard } from '../features/guard/customer-guard';

/** Video History, behind the customer guard (docs/product-rules.md#video-history). */
export function DashboardPage() {
  return <CustomerGuard>{(user) => <VideoHistory user={user} />}</CustomerGuard>;
}
