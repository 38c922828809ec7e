import { DeveloperScreen } from '../features/developer/developer-screen';
import { CustomerGuard } from '../features/guard/customer-guard';

/** API keys and webhooks, behind the customer guard; the screen itself shows free accounts the upgrade. */
export function DeveloperPage() {
  return <CustomerGuard>{(user) => <DeveloperScreen user={user} />}</CustomerGuard>;
}
