import { CustomerGuard } from '../features/guard/customer-guard';
import { IntegrationsScreen } from '../features/publishing/components/integrations-screen';

/** The ad platform connections, behind the customer guard like the rest of the account's tools. */
export function IntegrationsPage() {
  return <CustomerGuard>{() => <IntegrationsScreen />}</CustomerGuard>;
}
